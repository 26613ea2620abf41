/**
 * What a visitor sees, as checks a browser test can run on any page (issue 39; e2e/visual-rules.spec.ts runs them
 * over every route, and shows each failing on its defect brought back). Each function runs inside the page, so it
 * must not use anything from this module's scope.
 */
import type { Page } from "@playwright/test";

/** How tall an empty vertical run between two visible things may be. Section padding on desktop is up to 224 px. */
const MAX_GAP_PX = 260;

/** Layout shifts not caused by input during the next `ms` milliseconds, with the nodes that moved. */
export function layoutShifts(page: Page, ms: number) {
  return page.evaluate(
    (ms) =>
      new Promise<{ total: number; shifts: string[] }>((resolve) => {
        interface Shift extends PerformanceEntry {
          value: number;
          hadRecentInput: boolean;
          sources?: { node?: Node | null }[];
        }
        const describe = (node?: Node | null) => {
          const element = node instanceof Element ? node : node?.parentElement;
          if (!element) return "?";
          const text = (element.textContent ?? "").trim().slice(0, 30);
          return `${element.nodeName.toLowerCase()}.${String(element.className).split(" ")[0]} "${text}"`;
        };
        let total = 0;
        const shifts: string[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            if (entry.hadRecentInput) continue;
            total += entry.value;
            shifts.push(`${entry.value.toFixed(4)}: ${(entry.sources ?? []).map((s) => describe(s.node)).join(", ")}`);
          }
        });
        observer.observe({ type: "layout-shift" });
        setTimeout(() => {
          observer.takeRecords();
          observer.disconnect();
          resolve({ total, shifts });
        }, ms);
      }),
    ms,
  );
}

/** Text cut off by its own box, placeholders wider than their input, hidden scroll rows, and a page wider than the screen. */
export function cutOff(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const name = (element: Element) =>
      `${element.nodeName.toLowerCase()}${element.id ? `#${element.id}` : ""}.${String(
        element.getAttribute("class") ?? "",
      )
        .split(" ")
        .slice(0, 3)
        .join(".")} "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    const visible = (element: Element) => {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      // Visually hidden text (sr-only: clipped to nothing on purpose) is for screen readers, not cut off.
      const clipped = style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)";
      return (
        box.width > 1 &&
        box.height > 1 &&
        style.visibility !== "hidden" &&
        !clipped &&
        element.closest("[hidden]") === null
      );
    };
    const doc = document.documentElement;
    if (doc.scrollWidth > doc.clientWidth) problems.push(`page is ${doc.scrollWidth} px wide in ${doc.clientWidth}`);

    for (const element of document.body.querySelectorAll("*")) {
      if (!visible(element) || !(element instanceof HTMLElement)) continue;
      const style = getComputedStyle(element);
      const hasText = [...element.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const hides = (value: string) => value === "hidden" || value === "clip";
      const scrolls = (value: string) => value === "auto" || value === "scroll";
      // Text clipped by its own box (overflow hidden, an ellipsis or a line clamp that actually cuts).
      if (hasText && (hides(style.overflowX) || hides(style.overflowY))) {
        if (element.scrollWidth > element.clientWidth + 1 && hides(style.overflowX))
          problems.push(`text cut off sideways: ${name(element)}`);
        else if (element.scrollHeight > element.clientHeight + 1 && hides(style.overflowY))
          problems.push(`text cut off at the bottom: ${name(element)}`);
      }
      // A row that scrolls sideways: a phone shows no scroll bar, so it needs a cue that there is more (marked
      // data-scroll-cue where the design gives one).
      if (scrolls(style.overflowX) && element.scrollWidth > element.clientWidth + 1) {
        if (element.closest("[data-scroll-cue]") === null)
          problems.push(`scrolls sideways with no cue: ${name(element)}`);
      }
      // A placeholder wider than the room its input gives it.
      if (element instanceof HTMLInputElement && element.placeholder) {
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        const width = context.measureText(element.placeholder).width;
        if (width > room + 1) {
          problems.push(`placeholder ${Math.round(width)} px in ${Math.round(room)} px: ${name(element)}`);
        }
      }
    }
    return problems;
  });
}

/**
 * Visible text that runs beyond the screen's left or right edge, more than half a pixel out of [0, innerWidth]
 * (issue 55: labels of the "You everywhere" ring, cut off by the section at the screen's edge). Each text node is
 * measured by its own line boxes (a Range's client rects), not its element's box, which may be wider than the words
 * or narrower than text overflowing it. Text a visitor can swipe to (inside an element that scrolls sideways,
 * overflow-x auto or scroll) is not beyond the edge; nor is text not seen at all: screen-reader-only (clipped to
 * nothing, or in a box of a pixel that hides its overflow), under opacity 0 or visibility hidden, in a [hidden] or
 * inert part of the page. Text cut off by a box that clips it before the edge is cutOff's to find.
 */
export function textBeyondEdge(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const right = window.innerWidth;
    const unseen = (element: Element) => {
      for (let at: Element | null = element; at && at !== document.documentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (parseFloat(style.opacity) === 0) return "unseen";
        if (style.clip === "rect(0px, 0px, 0px, 0px)" || style.clipPath === "inset(50%)") return "unseen";
        if (at.hasAttribute("hidden") || at.hasAttribute("inert")) return "unseen";
        // A box of a pixel that hides its overflow: visually hidden too (the forms' honeypot field, 9999 px off).
        const box = at.getBoundingClientRect();
        if (style.overflowX !== "visible" && (box.width <= 1 || box.height <= 1)) return "unseen";
        if (at !== element && (style.overflowX === "auto" || style.overflowX === "scroll")) return "swipeable";
      }
      return getComputedStyle(element).visibility === "hidden" ? "unseen" : "";
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent!.trim();
      const parent = node.parentElement;
      if (!text || !parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.nodeName)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
      const out = rects.filter((rect) => rect.left < -0.5 || rect.right > right + 0.5);
      if (!out.length || unseen(parent)) continue;
      const by = Math.max(...out.map((rect) => Math.max(-rect.left, rect.right - right)));
      problems.push(`text ${by.toFixed(1)} px beyond the screen's edge: "${text.slice(0, 60)}"`);
    }
    return problems;
  });
}

/** Grids whose last row holds a single item while another row holds more. */
export function orphanGridItems(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const grid of document.body.querySelectorAll<HTMLElement>("*")) {
      if (getComputedStyle(grid).display !== "grid") continue;
      const items = [...grid.children].filter((child) => {
        const style = getComputedStyle(child);
        const box = child.getBoundingClientRect();
        return style.position !== "absolute" && style.position !== "fixed" && box.width > 1 && box.height > 1;
      });
      if (items.length < 3) continue;
      // Items whose boxes overlap vertically share a row (rows aligned to their ends start at different heights).
      const boxes = items.map((item) => item.getBoundingClientRect()).sort((a, b) => a.top - b.top);
      const rows: DOMRect[][] = [];
      for (const box of boxes) {
        const row = rows.at(-1);
        if (row && box.top < Math.max(...row.map((b) => b.bottom)) - 1) row.push(box);
        else rows.push([box]);
      }
      const counts = rows.map((row) => row.length);
      const last = rows.at(-1)!;
      // A last item that spans the row on purpose (a full-width button under two columns) is not alone.
      const spans = last[0].width > grid.clientWidth * 0.6;
      if (counts.length > 1 && last.length === 1 && Math.max(...counts) > 1 && !spans) {
        const label = `${grid.nodeName.toLowerCase()}.${String(grid.className).split(" ").slice(0, 4).join(".")}`;
        problems.push(
          `orphan in ${label} (rows of ${counts.join(", ")}): "${items.at(-1)!.textContent!.trim().slice(0, 40)}"`,
        );
      }
    }
    return problems;
  });
}

/**
 * Empty vertical runs taller than `max` pixels between consecutive visible things (text, pictures, controls,
 * bordered or painted boxes smaller than the page), within <main> and within the footer.
 */
export function verticalGaps(page: Page, max = MAX_GAP_PX) {
  return page.evaluate((max) => {
    const spans: [number, number, string][] = [];
    const scrollY = window.scrollY;
    const add = (box: DOMRect, what: string) => {
      if (box.width > 0 && box.height > 0) spans.push([box.top + scrollY, box.bottom + scrollY, what]);
    };
    const pageWidth = document.documentElement.clientWidth;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent!.trim() || !parent) continue;
      const style = getComputedStyle(parent);
      if (style.visibility === "hidden" || parseFloat(style.opacity) === 0 || parent.closest("[hidden]")) continue;
      if (parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      add(range.getBoundingClientRect(), node.textContent!.trim().slice(0, 30));
    }
    for (const element of document.body.querySelectorAll<HTMLElement>("*")) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden") continue;
      const replaced = /^(IMG|SVG|VIDEO|CANVAS|IFRAME|INPUT|SELECT|TEXTAREA|BUTTON|PICTURE)$/i.test(element.nodeName);
      // Painted boxes count, but not the page-wide grounds of sections nor specks of decoration (sparkles).
      const painted =
        box.width < pageWidth * 0.9 &&
        box.width * box.height >= 100 &&
        (style.backgroundImage !== "none" ||
          parseFloat(style.borderTopWidth) + parseFloat(style.borderLeftWidth) > 0 ||
          (style.backgroundColor !== "rgba(0, 0, 0, 0)" && style.backgroundColor !== "transparent"));
      if (replaced || painted) add(box, element.nodeName.toLowerCase());
    }
    // Within <main>, then within the footer: a short page's main is stretched to push the footer down, and the
    // room under its last block is the page ending, not a gap between blocks.
    spans.sort((a, b) => a[0] - b[0]);
    const gaps: string[] = [];
    for (const region of [document.querySelector("main"), document.querySelector("footer")]) {
      if (!region) continue;
      const box = region.getBoundingClientRect();
      const [start, end] = [box.top + scrollY, box.bottom + scrollY];
      let reached = start;
      let last = `the top of ${region.nodeName.toLowerCase()}`;
      for (const [top, bottom, what] of spans) {
        if (bottom <= start || top >= end) continue;
        if (top - reached > max) {
          gaps.push(
            `${Math.round(top - reached)} px empty at y=${Math.round(reached)} between "${last}" and "${what}"`,
          );
        }
        if (bottom > reached) {
          reached = bottom;
          last = what;
        }
      }
    }
    return gaps;
  }, max);
}
