/**
 * Decap's list control, made safer for an editor: removing an item asks first, each item's bar reads the item's own
 * words (never "No id" or a field's name), its buttons are named for screen readers and tests ("Remove “…”",
 * "Open “…”"), and after a refused Publish every card holding a refused field opens. Built on Decap 3.6.4's
 * ListControl (decap-cms-widget-list): its `handleRemove`, `objectLabel`, `hasError` and `itemsCollapsed` state.
 */
import type React from "react";
import { currentRound } from "./save-round";
import type { ControlProps } from "./checked-control";

/** The part of Decap's ListControl this subclass uses. */
interface DecapList {
  props: ControlProps & { value?: { get(index: number): unknown; size: number } };
  state: { itemsCollapsed: boolean[]; listCollapsed: boolean; keys: string[] };
  handleItemCollapseToggle: (index: number, event: Event) => void;
  setState(state: Partial<DecapList["state"]>): void;
  handleRemove: (index: number, event: Event) => void;
  objectLabel(item: unknown): string | undefined;
  hasError: (index: number) => boolean | undefined;
  componentDidMount?(): void;
  componentDidUpdate?(prevProps: unknown, prevState: unknown): void;
}
type DecapListClass = new (props: ControlProps) => DecapList;

/**
 * The question before an item goes: "Remove the question “What models do you support?”?".
 * @internal Exported for its tests only (knip --production).
 */
export function removeQuestion(singular: string, summary: string | undefined): string {
  const what = summary ? `the ${singular} “${summary}”` : `this new ${singular}`;
  return `Remove ${what}? It leaves the page when you publish.`;
}

/**
 * A closed card opens from its title (the item's text Decap shows under its bar while it is closed), not only from
 * the small arrow: one listener for the whole page, installed once, that presses the card's own arrow.
 */
let opensFromTitle = false;
function openCardsFromTheirTitle(root: Document = document): void {
  if (opensFromTitle) return;
  opensFromTitle = true;
  root.addEventListener("click", (event) => {
    const title = event.target instanceof Element ? event.target.closest('[class*="-NestedObjectLabel"]') : null;
    const item = title?.parentElement;
    if (!title || !item || !/listControlItem/.test(item.className)) return;
    item.querySelector<HTMLElement>(":scope > * > button")?.click();
  });
}

export function confirmingList(ListControl: React.ComponentType<ControlProps>): React.ComponentType<ControlProps> {
  openCardsFromTheirTitle();
  const Base = ListControl as unknown as DecapListClass;
  return class ConfirmingList extends Base {
    /** The save round whose refused cards this list has opened. */
    openedRound = 0;

    constructor(props: ControlProps) {
      super(props);
      const remove = this.handleRemove;
      this.handleRemove = (index, event) => {
        event.preventDefault();
        if (!window.confirm(removeQuestion(this.singular(), this.summaryOf(index)))) return;
        remove(index, event);
      };
    }

    singular(): string {
      return String(this.props.field.get("label_singular") ?? "item").toLowerCase();
    }

    /** The item's own words, or undefined for an item with none yet. */
    summaryOf(index: number): string | undefined {
      const item = this.props.value?.get(index);
      const label = item === undefined ? "" : String(super.objectLabel(item) ?? "").trim();
      return label && !/^No \S+$/.test(label) ? label : undefined;
    }

    objectLabel(item: unknown): string {
      const label = String(super.objectLabel(item) ?? "").trim();
      return label && !/^No \S+$/.test(label) ? label : `New ${this.singular()}`;
    }

    componentDidMount() {
      super.componentDidMount?.();
      this.nameButtons();
    }

    componentDidUpdate(prevProps: unknown, prevState: unknown) {
      super.componentDidUpdate?.(prevProps, prevState);
      this.openRefusedItems();
      this.nameButtons();
      const before = (prevState as DecapList["state"]).keys?.length ?? 0;
      if (this.state.keys.length === before + 1) this.showNewItem(prevState as DecapList["state"]);
    }

    /** A new item is scrolled into view and its first box focused (it was added below the fold, out of sight). */
    showNewItem(before: DecapList["state"]) {
      const index = this.state.keys.findIndex((key) => !before.keys.includes(key));
      const root = document.getElementById(this.props.forID);
      const item = root ? this.items(root)[index] : undefined;
      if (!item) return;
      requestAnimationFrame(() => {
        item.scrollIntoView({ block: "center" });
        item.querySelector<HTMLElement>("input, textarea, select")?.focus({ preventScroll: true });
      });
    }

    /** The list's own item cards (not those of lists inside them). */
    items(root: Element): Element[] {
      return [...root.querySelectorAll('[class*="listControlItem"]')].filter(
        (item) => item.parentElement?.closest("[id]") === root,
      );
    }

    /** Once a save round: open every card that holds a refused field, so the editor sees what to fix. */
    openRefusedItems() {
      const round = currentRound();
      if (this.openedRound === round) return;
      const { itemsCollapsed, listCollapsed } = this.state;
      const refused = itemsCollapsed.map((_, index) => Boolean(this.hasError(index)));
      if (!refused.some(Boolean)) return;
      this.openedRound = round;
      if (!listCollapsed && !itemsCollapsed.some((collapsed, index) => collapsed && refused[index])) return;
      this.setState({
        listCollapsed: false,
        itemsCollapsed: itemsCollapsed.map((collapsed, index) => collapsed && !refused[index]),
      });
    }

    /**
     * Decap draws each item's toggle and remove buttons as bare icons. They get names: the item's bar is the first
     * child of each item holding buttons; its first button opens and closes, its last removes.
     */
    nameButtons() {
      const root = document.getElementById(this.props.forID);
      if (!root) return;
      this.items(root).forEach((item, index) => {
        const bar = [...item.children].find((child) => child.querySelector(":scope > button"));
        const buttons = bar ? [...bar.querySelectorAll(":scope > button")] : [];
        if (buttons.length === 0) return;
        const summary = this.summaryOf(index);
        // A paragraph's item is named by its start: enough to tell it apart, short enough to be read out.
        const short = summary && summary.length > 80 ? `${summary.slice(0, 77).trimEnd()}…` : summary;
        const name = short ? `“${short}”` : `new ${this.singular()}`;
        const collapsed = this.state.itemsCollapsed[index];
        const named: [Element, string][] = [[buttons[buttons.length - 1], `Remove ${name}`]];
        if (buttons.length > 1) {
          named.push([buttons[0], `${collapsed ? "Open" : "Close"} ${name}`]);
          buttons[0].setAttribute("aria-expanded", String(!collapsed));
        }
        for (const [button, label] of named) {
          if (button.getAttribute("aria-label") !== label) button.setAttribute("aria-label", label);
        }
      });
    }
  } as unknown as React.ComponentType<ControlProps>;
}
