/**
 * One yup schema per form; the forms' value types are inferred from them. Loaded with Formik on the first use of a
 * form (loaded.tsx): other start-up code imports only the types from here.
 */
import * as yup from "yup";
import { REQUIRED_FIELDS_MESSAGE, VIDEO_COUNTS, VIDEO_TYPES } from "./options";
import { MAX_IDEA_LENGTH } from "../../lib/idea";

// Limits mirror the database constraints (supabase/migrations), so a person hears about them before submitting.
const name = yup
  .string()
  .trim()
  .required(REQUIRED_FIELDS_MESSAGE)
  .max(120, "Please keep your name under 120 characters.");
const email = yup
  .string()
  .trim()
  .required(REQUIRED_FIELDS_MESSAGE)
  .max(254, "Please enter a valid email address.")
  .matches(/^[^\s@<>,;]+@[^\s@<>,;]+\.[^\s@<>,;]+$/, "Please enter a valid email address.");
const phone = yup
  .string()
  .default("")
  .trim()
  .max(30, "Please check the phone number.")
  .matches(/^[0-9 ().-]*$/, {
    message: "Use only digits, spaces, dots, dashes or brackets in the phone number.",
    excludeEmptyString: true,
  })
  .test("digits", "Please check the phone number: it needs 4 to 16 digits.", (value) => {
    if (!value) return true;
    const digits = value.replace(/\D/g, "").length;
    return digits >= 4 && digits <= 16;
  });
const countryCode = yup.string().required();

export const waitlistSchema = yup.object({
  name,
  email,
  phone,
  countryCode,
  videoType: yup
    .string()
    .required(REQUIRED_FIELDS_MESSAGE)
    .oneOf([...VIDEO_TYPES], REQUIRED_FIELDS_MESSAGE),
  // "Your first video": the idea typed into the home prompt (lib/idea.ts) or here; stored as the message.
  idea: yup
    .string()
    .trim()
    .max(MAX_IDEA_LENGTH, `Please shorten your first video to ${MAX_IDEA_LENGTH} characters or fewer.`)
    .optional(),
});

export const contactSchema = yup.object({
  name,
  email,
  phone,
  countryCode,
  videoCount: yup
    .string()
    .oneOf([...VIDEO_COUNTS])
    .required(),
  purpose: yup.string().default("").max(200, "Please shorten the purpose to 200 characters or fewer."),
  message: yup.string().default("").max(5000, "Please shorten your message to 5,000 characters or fewer."),
});

export type WaitlistValues = yup.InferType<typeof waitlistSchema>;
export type ContactValues = yup.InferType<typeof contactSchema>;
export const schemas = { waitlist: waitlistSchema, contact: contactSchema };
export type SignupFormName = keyof typeof schemas;
