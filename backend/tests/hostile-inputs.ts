/**
 * A corpus of hostile and unusual inputs for the contact_messages endpoint. Each case is a raw HTTP body, so the
 * corpus can hold what no form would send (wrong types, broken JSON, NUL bytes, lone surrogates).
 */
import { randomUUID } from "node:crypto";

export interface HostileCase {
  /** What class of input this is, for the report. */
  kind: string;
  label: string;
  /** The raw request body. */
  body: string;
  contentType?: string;
  /** The submission_id to look for afterwards, when the body has one. */
  submissionId?: string;
  /** The fields as sent, to compare byte for byte when the row is stored. */
  sent?: Record<string, unknown>;
}

let n = 0;
const uniqueEmail = () => `hostile-${Date.now()}-${(n += 1)}@example.com`;

function row(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    submission_id: randomUUID(),
    form: "contact",
    name: "Regular Person",
    email: uniqueEmail(),
    phone: null,
    goal: "General inquiry",
    message: "Hello",
    attribution: null,
    ...overrides,
  };
}

function jsonCase(kind: string, label: string, overrides: Record<string, unknown>): HostileCase {
  const sent = row(overrides);
  return { kind, label, body: JSON.stringify(sent), submissionId: String(sent.submission_id), sent };
}

const SQL = [
  "'; DROP TABLE contact_messages; --",
  '" OR 1=1 --',
  "1; SELECT pg_sleep(5); --",
  "admin'--",
  "' UNION SELECT email FROM contact_messages --",
  "$$; DELETE FROM contact_messages; $$",
  "Robert'); DROP TABLE students;--",
  "%' AND 1=0 UNION ALL SELECT NULL --",
  "\\'; SET ROLE service_role; --",
  "E'\\x00'",
  "'||(SELECT current_user)||'",
  "); COPY contact_messages TO '/tmp/x'; --",
];
const HTML = [
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "javascript:alert(document.cookie)",
  '<iframe src="https://evil.example"></iframe>',
  "{{constructor.constructor('alert(1)')()}}",
  '<a href="javascript:void(0)">click</a>',
  "&lt;script&gt;alert(1)&lt;/script&gt;",
  "<style>body{display:none}</style>",
  "${alert(1)}",
  '<!--#exec cmd="ls"-->',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
];
const UNICODE = [
  "Zoë Ørsted-Łukasiewicz",
  "山田 太郎",
  "محمد بن سلمان",
  "Ελένη Παπαδοπούλου",
  "👩🏽‍💻 Coder 🎬🎥",
  "e\u0301\u0301\u0301 combining",
  "Z̷̧̛̙̈́a̴̡͚̽l̵̢̛͖g̸̱̈́o̵̰͝",
  "\u202eevil right-to-left override",
  "zero\u200bwidth\u200djoiner",
  "\ufeffbyte order mark",
  "tab\tand\nnewline",
  "𝕱𝖗𝖆𝖐𝖙𝖚𝖗",
  "ｆｕｌｌｗｉｄｔｈ",
  "Ñandú Açaí",
];
const WHITESPACE = ["", " ", "   ", "\t", "\n\n", "\u00a0", "\u3000"];
const BAD_EMAILS = [
  "plainaddress",
  "@no-local.example",
  "no-at.example.com",
  "two@@example.com",
  "a@b",
  "a@b.",
  "spaces in@example.com",
  "trailing@example.com ",
  " leading@example.com",
  "a@example..com",
  "a@.example.com",
  "<a@example.com>",
  "a@exa mple.com",
  "a@example.com\n",
  "\u00a0a@example.com",
  "a".repeat(250) + "@example.com",
  "a@b@c.com",
  ".@.",
];
const GOOD_EMAILS = [
  "user+tag@example.com",
  "first.last@sub.example.co.uk",
  "用户@例子.广告",
  "josé@correo.es",
  '"quoted"@example.com',
  "x@example.museum",
  "o'neil@example.ie",
  "user@xn--bcher-kva.example",
  "ünïcödé@exämple.de",
  "a_b-c@example.io",
];
const BAD_PHONES = [
  "12345",
  "+",
  "+1",
  "++44 1234567",
  "+44 abc defg",
  "+1 555 0100 ext 5",
  "+" + "9".repeat(40),
  "+1 (((((())))))",
  "+44 7700 900123; DROP TABLE x",
  "+1 ٥٥٥ ٠١٠٠",
  "555-0100",
  "+1 2",
  "+\u202e12345678",
  "+1\u00a0555\u00a00100",
];
const GOOD_PHONES = ["+1 555 0100", "+44 (0)20 7946 0958", "+49 30-1234567", "+971 4.123.4567", "+234 803 123 4567"];

/** Every hostile or unusual string above, for tests below the HTTP layer. */
export const HOSTILE_STRINGS: readonly string[] = [
  ...SQL,
  ...HTML,
  ...UNICODE,
  ...WHITESPACE,
  ...BAD_EMAILS,
  ...GOOD_EMAILS,
  ...BAD_PHONES,
  ...GOOD_PHONES,
];

export function hostileCorpus(): HostileCase[] {
  const cases: HostileCase[] = [];
  for (const field of ["name", "message", "goal"]) {
    SQL.forEach((text, i) => cases.push(jsonCase("SQL injection", `${field} #${i}`, { [field]: text })));
    HTML.forEach((text, i) => cases.push(jsonCase("HTML/script injection", `${field} #${i}`, { [field]: text })));
  }
  for (const field of ["name", "message"]) {
    UNICODE.forEach((text, i) =>
      cases.push(jsonCase("Unicode: emoji, combining, RTL, scripts", `${field} #${i}`, { [field]: text })),
    );
    WHITESPACE.forEach((text, i) =>
      cases.push(jsonCase("empty or whitespace-only", `${field} #${i}`, { [field]: text })),
    );
  }
  for (const [field, size] of [
    ["name", 10 * 1024],
    ["message", 10 * 1024],
    ["goal", 10 * 1024],
    ["message", 1024 * 1024],
  ] as const) {
    cases.push(jsonCase("very long strings (10 KB, 1 MB)", `${field} ${size} chars`, { [field]: "x".repeat(size) }));
  }
  cases.push(
    jsonCase("very long strings (10 KB, 1 MB)", "message at the 5000-character limit", { message: "y".repeat(5000) }),
  );
  cases.push(jsonCase("very long strings (10 KB, 1 MB)", "message one over the limit", { message: "y".repeat(5001) }));
  for (const field of ["name", "message"]) {
    cases.push(jsonCase("NUL bytes", `${field} with NUL`, { [field]: "before\u0000after" }));
    cases.push(jsonCase("lone surrogates", `${field} with a lone high surrogate`, { [field]: "x\ud800y" }));
    cases.push(jsonCase("lone surrogates", `${field} with a lone low surrogate`, { [field]: "x\udc00y" }));
  }
  BAD_EMAILS.forEach((email, i) => cases.push(jsonCase("malformed e-mail addresses", `#${i}`, { email })));
  GOOD_EMAILS.forEach((email, i) =>
    cases.push(jsonCase("internationalised and unusual valid e-mail", `#${i}`, { email: `${Date.now()}${i}${email}` })),
  );
  BAD_PHONES.forEach((phone, i) => cases.push(jsonCase("absurd phone numbers", `#${i}`, { phone })));
  GOOD_PHONES.forEach((phone, i) => cases.push(jsonCase("valid phone numbers", `#${i}`, { phone })));
  for (const [label, extra] of [
    ["is_admin", { is_admin: true }],
    ["id", { id: "00000000-0000-0000-0000-000000000001" }],
    ["created_at", { created_at: "1999-01-01T00:00:00Z" }],
    ["__proto__", JSON.parse('{"__proto__": {"polluted": true}}')],
    ["role", { role: "service_role" }],
  ] as [string, Record<string, unknown>][]) {
    cases.push(jsonCase("unknown or server-side fields", label, extra));
  }
  for (const [label, overrides] of [
    ["name as number", { name: 42 }],
    ["name as array", { name: ["a", "b"] }],
    ["name as object", { name: { first: "A" } }],
    ["name as boolean", { name: true }],
    ["name null", { name: null }],
    ["email null", { email: null }],
    ["message as number", { message: 3.14 }],
    ["form unknown", { form: "admin" }],
    ["submission_id not a uuid", { submission_id: "not-a-uuid" }],
    ["attribution as array", { attribution: ["source"] }],
    ["attribution as string", { attribution: "speakers" }],
    ["attribution too large", { attribution: { source: "z".repeat(3000) } }],
    ["attribution nested", { attribution: { source: "speakers", utm: { deep: [1, 2, 3] } } }],
    ["phone as number", { phone: 5550100 }],
  ] as [string, Record<string, unknown>][]) {
    cases.push(jsonCase("wrong JSON types", label, overrides));
  }
  const raw = (label: string, body: string, contentType = "application/json") =>
    cases.push({ kind: "empty, broken or non-JSON bodies", label, body, contentType });
  raw("empty body", "");
  raw("whitespace body", "   ");
  raw("truncated JSON", '{"name": "A", "email": ');
  raw("JSON null", "null");
  raw("JSON number", "42");
  raw("JSON string", '"hello"');
  raw("array of numbers", "[1,2,3]");
  raw("form-encoded", "name=A&email=a%40example.com", "application/x-www-form-urlencoded");
  raw("plain text", "hello there", "text/plain");
  raw("XML", "<row><name>A</name></row>", "application/xml");
  raw("binary-ish", "\u0000\u0001\u0002\u00ff");
  raw("deeply nested", "[".repeat(5000) + "]".repeat(5000));
  return cases;
}
