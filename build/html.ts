// Every change build/ makes to Gatsby's HTML goes through a parser and a serializer: htmlparser2 reads the page into
// a DOM (domhandler's), the steps find elements by name and attribute, and dom-serializer (through DomUtils) writes
// it back. So an attribute written in another order, a line break between two tags or a bare `async` in a later
// Gatsby does not change what a step finds (build/gatsby-page.test.ts). Entities are left as written on both sides
// (decodeEntities: false): text and attribute values keep Gatsby's bytes, and only what a step changes changes.
// An attribute read for its meaning (a class name, a heading's text) comes from readHtml, which decodes them.
// (htmlparser2 rather than parse5: parse5 reads a <noscript> as text, as a browser with scripts does, so the links
// held in <noscript data-after-paint> would be strings again; and written back, the 40 pages of a build come out
// 3.9 KB larger than with dom-serializer, which keeps Gatsby's entities and SVG's <path/>. docs/developers/decisions.md)
import { DomUtils, parseDocument } from "htmlparser2";
import { Element, Text, type AnyNode, type Document } from "domhandler";

/** The page as a DOM to change: text and attribute values exactly as written (entities not decoded). */
export const parseHtml = (html: string): Document => parseDocument(html, { decodeEntities: false });

/** The page as a DOM to read: entities decoded in text and attribute values. */
export const readHtml = (html: string): Document => parseDocument(html);

/** The DOM of parseHtml written back: an empty attribute is written bare (`async`), a void element without `/`. */
export const serializeHtml = (node: AnyNode | AnyNode[]): string =>
  DomUtils.getOuterHTML(node, { decodeEntities: false, emptyAttrs: false });

/** Markup of our own (a tag a step adds) as nodes, parsed as parseHtml does. */
export const htmlNodes = (markup: string): AnyNode[] => parseHtml(markup).children;

/** Every element under the node(s), in document order, that passes the test. */
export const findElements = (node: AnyNode | AnyNode[], test: (element: Element) => boolean): Element[] =>
  DomUtils.findAll(test, Array.isArray(node) ? node : [node]);

/** The first element under the node(s), in document order, that passes the test. */
export const findElement = (node: AnyNode | AnyNode[], test: (element: Element) => boolean): Element | null =>
  DomUtils.findOne(test, Array.isArray(node) ? node : [node], true);

/** An element test: this tag name, and each of these attributes (a value to match, or true for any value). */
export const is =
  (name: string, attributes: Record<string, string | true> = {}) =>
  (element: Element): boolean =>
    element.name === name &&
    Object.entries(attributes).every(([key, value]) =>
      value === true ? key in element.attribs : element.attribs[key] === value,
    );

/** The raw text of an element (a script's or a style's code). */
export const textOf = (element: Element): string => DomUtils.textContent(element);

/** Replaces an element's children with one text node (a script's or a style's code, written as it is). */
export function setText(element: Element, text: string): void {
  element.children = [];
  DomUtils.appendChild(element, new Text(text));
}

/** A new element: its attributes in this order, its text (code) written as it is. */
export const newElement = (name: string, attributes: Record<string, string>, text?: string): Element =>
  new Element(name, { ...attributes }, text === undefined ? [] : [new Text(text)]);

/** Removes the element, and the white space just before it that only indented it. */
export function removeElement(element: Element): void {
  const previous = element.prev;
  if (previous && DomUtils.isText(previous) && previous.data.trim() === "") DomUtils.removeElement(previous);
  DomUtils.removeElement(element);
}

/** The element's attributes with one renamed in place (same position, same value); nothing when it is absent. */
export function renameAttribute(element: Element, from: string, to: string): void {
  if (!(from in element.attribs)) return;
  element.attribs = Object.fromEntries(
    Object.entries(element.attribs).map(([key, value]) => [key === from ? to : key, value]),
  );
}

/** The nearest ancestor of the node that passes the test. */
export function closest(node: AnyNode, test: (element: Element) => boolean): Element | null {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (DomUtils.isTag(parent) && test(parent)) return parent;
  }
  return null;
}

export { DomUtils };
export type { AnyNode, Document };
export { Element };
