/**
 * One yup schema per form; the forms' value types are inferred from them. Loaded with Formik on the first use of a
 * form (loaded.tsx): other start-up code imports only the types from here.
 */
import * as yup from "yup";
import { REQUIRED_FIELDS_MESSAGE, VIDEO_COUNTS, VIDEO_TYPES } from "./options";
import { MAX_IDEA_LENGTH } from "../../lib/idea";
import { EMAIL_PATTERN, PHONE_NUMBER, SIGNUP_COLUMNS } from "../../contracts/signup-fields";

// The limits are the database's (contracts/signup-fields.ts), so a person hears about them before submitting.
const { name: NAME, email: EMAIL, goal: GOAL, message: MESSAGE } = SIGNUP_COLUMNS;

const name = yup
  .string()
  .trim()
  .required(REQUIRED_FIELDS_MESSAGE)
  .max(NAME.max, `Please keep your name under ${NAME.max} characters.`);
const email = yup
  .string()
  .trim()
  .required(REQUIRED_FIELDS_MESSAGE)
  .max(EMAIL.max, EMAIL.refused)
  .matches(EMAIL_PATTERN, EMAIL.refused);
const phone = yup
  .string()
  .default("")
  .trim()
  .max(PHONE_NUMBER.max, "Please check the phone number.")
  .matches(PHONE_NUMBER.pattern, {
    message: "Use only digits, spaces, dots, dashes or brackets in the phone number.",
    excludeEmptyString: true,
  })
  .test(
    "digits",
    `Please check the phone number: it needs ${PHONE_NUMBER.digits.min} to ${PHONE_NUMBER.digits.max} digits.`,
    (value) => {
      if (!value) return true;
      const digits = value.replace(/\D/g, "").length;
      return digits >= PHONE_NUMBER.digits.min && digits <= PHONE_NUMBER.digits.max;
    },
  );
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
  purpose: yup.string().default("").max(GOAL.max, GOAL.refused),
  message: yup
    .string()
    .default("")
    .max(MESSAGE.max, `Please shorten your message to ${MESSAGE.max.toLocaleString("en")} characters or fewer.`),
});

export type WaitlistValues = yup.InferType<typeof waitlistSchema>;
export type ContactValues = yup.InferType<typeof contactSchema>;
export const schemas = { waitlist: waitlistSchema, contact: contactSchema };
export type SignupFormName = keyof typeof schemas;
