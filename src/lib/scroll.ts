/** What Gatsby's shouldUpdateScroll should do: the top of the page, or its default for #anchors. */
export function scrollTargetFor(hash: string): [number, number] | true {
  return hash ? true : [0, 0];
}
