/**
 * Each problem in an editor's words (Problem.plain in check-sources.ts), for the content manager to show on the
 * field it concerns: what is wrong and what to do, with no file path, index, field key, null or true. The field's
 * own label says which field; these say the rest.
 */
import { KEBAB_CASE } from "../contract";

type Params = Record<string, unknown>;

const sentence = (text: string) => {
  const trimmed = text.trim().replace(/\.$/, "");
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}.`;
};

const KINDS: Record<string, string> = {
  string: "text",
  number: "a number",
  boolean: "on or off",
  array: "a list",
  object: "a group of fields",
};

const characters = (n: unknown) => (n === 1 ? "1 character" : `${String(n)} characters`);
const items = (n: unknown) => (n === 1 ? "1 item" : `${String(n)} items`);

/** Rules that are not yup tests (whole files, slugs, duplicates in a list), and the fallbacks of yup's. */
export function plainReason(rule: string, params: Params = {}): string {
  switch (rule) {
    case "no-contract":
      return "This file is not part of the site's content: a developer has to add it.";
    case "json":
      return "This file is not readable: a comma, quote or bracket is missing or too many.";
    case "typeError":
      return "This has the wrong kind of value.";
    case "unique":
      return "Another entry in this list already uses this. Each needs its own.";
    case "page-file":
      return `The address /${String(params.value)} has no page design yet: only a developer can add one.`;
    case "file-name":
      return `The address must stay "${String(params.value)}", the one this page was created with. To move the page, create a new one and delete this one.`;
    default:
      return "This is not valid here.";
  }
}

/** A failed yup test in plain words; `reason` is the contract's own message, used where it is already plain. */
export function plainYupReason(rule: string, reason: string, params: Params): string {
  const value = params.value ?? params.originalValue;
  const length = typeof value === "string" || Array.isArray(value) ? value.length : undefined;
  const isList = Array.isArray(value);
  const isNumber = typeof value === "number";
  switch (rule) {
    case "required":
    case "nullable":
      return "This is required: fill it in.";
    case "typeError":
      return `This must be ${KINDS[String(params.type)] ?? "another kind of value"}.`;
    case "min":
      if (isList) return `Add at least ${items(params.min)}.`;
      if (isNumber) return `Must be ${String(params.min)} or more.`;
      return `Too short: write at least ${characters(params.min)} (now ${String(length)}).`;
    case "max":
      if (isList) return `At most ${items(params.max)}: remove some.`;
      if (isNumber) return `Must be ${String(params.max)} or less.`;
      return `Too long: at most ${characters(params.max)} (now ${String(length)}).`;
    case "length":
      return isList ? `Needs exactly ${items(params.length)}.` : `Must be exactly ${characters(params.length)}.`;
    case "integer":
      return "Must be a whole number, like 10.";
    case "trim":
      return "Remove the space at the start or the end.";
    case "no-html":
      return "Write words only: no HTML tags such as <b> or <br>.";
    case "matches":
      if (params.regex instanceof RegExp && params.regex.source === KEBAB_CASE.source) {
        return "Use lower-case letters, digits and hyphens only, like language-schools.";
      }
      return sentence(reason);
    case "oneOf":
      return `Choose one of: ${String(params.values ?? "")}.`.replace(/, null\.$|null, /, "");
    case "noUnknown":
      return `The site does not know the field ${String(params.unknown ?? "")}: remove it or fix its name.`;
    case "internal-link":
      return "Must be an address on this site, starting with /, like /contact.";
    case "page-exists":
      return `No page of the site has the address ${String(value)}. Check the address, or pick an existing page.`;
    case "url":
      return "Must be a full web address, starting with https://.";
    case "email":
      return "Must be an e-mail address, like name@example.com.";
    default:
      return sentence(reason);
  }
}
