/**
 * React 18.3's streaming renderer (renderToPipeableStream, which gatsby build uses) fills 2,048-byte views with
 * TextEncoder.encodeInto and, when a multi-byte character does not fit the end of a view, writes the whole view out,
 * its unused last bytes as NUL, before writing the character into the next one. Seen in issue 46: two NULs before a
 * "✓" on /industries/content-creators, which the W3C checker refuses ("Saw U+0000 in stream"). A NUL is no
 * character an HTML page may hold, so every one is dropped: what is left is the page React meant to write.
 */
export const withoutStreamPadding = (html: string) => html.replace(/\0/g, "");
