// What the command-line tools print, made safe for a terminal (issue 56): text from the database (a sign-up's idea,
// name or sources) may hold characters a terminal obeys rather than shows. The one helper every tool prints through.

/**
 * The characters a terminal acts on: C0 controls but tab and line feed (a carriage return only where it ends a line,
 * as CSV's CRLF does: alone it sends the cursor back to overwrite the line), DEL, C1 (U+0080-U+009F, including the
 * one-byte CSI U+009B), and the bidirectional overrides and isolates that make a line read other than it is.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const TERMINAL_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/g;

/**
 * `text` without the characters a terminal would act on (an escape sequence loses its ESC and prints as text).
 * @internal Exported for its tests only (knip --production).
 */
export function terminalSafe(text: string): string {
  return text.replace(TERMINAL_CONTROL, "");
}

/** process.stdout.write through terminalSafe. */
export function printSafe(text: string): void {
  process.stdout.write(terminalSafe(text));
}

/** console.error through terminalSafe: an error's message may quote what the database sent. */
export function printErrorSafe(message: unknown): void {
  console.error(terminalSafe(message instanceof Error ? message.message : String(message)));
}
