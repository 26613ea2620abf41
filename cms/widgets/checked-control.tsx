/**
 * Decap's own field controls, wrapped so that every refusal lands on its field. On Publish Decap asks each control
 * `isValid()` and shows what it answers under the field's label, refusing the save in its usual way; the wrapper
 * answers with the save check's problems that belong to this field (cms/widgets/entry-problems.ts), in plain words.
 * It also shows a live character count under texts with a length limit (the `characters` option the generator
 * writes from the contract), and marks a refused field for the browser (aria-invalid) so the first one can be shown.
 *
 * Decap 3.6.4 hands a control its place only as ids (`forID`, `parentIds`); each wrapper registers under its id, so
 * a field finds its path in the data (["entries", 3, "gains", 0, "title"]) through the lists and objects around it.
 */
import React from "react";
import { pathKey, type FieldPath, type FieldProblem } from "../save-check/field-problems";
import { entryProblems, type ImmutableMap } from "./entry-problems";
import { CharacterCount, type Limits } from "./character-count";
import { beginSaveRound, type RoundKind } from "./save-round";
import { FieldHint, HINT_OPTION } from "./field-hint";

type Kind = "leaf" | "list" | "object";

/** A refusal as Decap keeps it: `parentIds` lets the lists around the field mark (and open) the card holding it. */
interface Refusal {
  type: string;
  message: string;
  parentIds?: (string | undefined)[];
}

/** The props Decap's Widget gives every control (decap-cms-core, EditorControlPane/Widget.js), as far as used here. */
export interface ControlProps {
  field: ImmutableMap;
  forID: string;
  value?: unknown;
  entry?: ImmutableMap;
  collection?: ImmutableMap;
  parentIds?: (string | undefined)[];
  fieldsErrors?: { get(id: string): Refusal[] | undefined };
  classNameWrapper?: string;
  hasActiveStyle?: boolean;
  validate: () => void;
  onValidateObject?: (id: string, errors: Refusal[]) => void;
  [prop: string]: unknown;
}

/** The inner control's instance, as Decap calls it. */
interface Control {
  isValid?: () => unknown;
  validate?: () => void;
  validateSize?: () => Refusal[];
  focus?: (path: string) => void;
  getValidateValue?: () => unknown;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
  state?: { keys?: string[] };
}

/**
 * The entry as the form holds it now. Decap's Widget asks the control whether to redraw, and a text field whose own
 * value did not change keeps the entry it was last drawn with: a meta title checked on Save against the entry before
 * the address was changed missed that it repeats another page's. The control that changed is always drawn with the
 * new entry, so the last one drawn is the current one.
 */
let current: { entry: ImmutableMap; collection: ImmutableMap } | undefined;

/** The entry the form holds now, if a form is open. */
export const currentEntry = (): ImmutableMap | undefined => current?.entry;

/**
 * Checks every field of the open form as Decap does on Save, without saving, and marks each refused one: a Publish
 * the check refused (cms/decap/publish-refusals.ts), or a copy made with Duplicate as it opens.
 */
export function checkEveryField(kind: RoundKind): void {
  beginSaveRound(kind);
  for (const control of mounted.values()) if (control.path()?.length === 1) control.validate();
}

/** The new-page address whose kind is known: a copy (checked as it opened) or a page the editor fills. */
let copyDecided: string | undefined;
/** When the editor last typed in the form: a title that fills as they type is theirs, not a copy's. */
let typedAt = 0;
window.addEventListener("hashchange", () => {
  copyDecided = undefined;
});
document.addEventListener(
  "input",
  () => {
    typedAt = Date.now();
  },
  true,
);

/**
 * A copy made with Duplicate (Decap's new entry, filled from the page it copies) opens with its problems marked: the
 * address and the texts it shares with that page (docs/editors/editing.md). An empty new page opens unmarked, and
 * stays so as the editor fills it: its first key in Title once counted as a copy, whose check then moved the cursor
 * to the first refused field (Tagline), and said "Before this copy can be saved" of a page that is no copy.
 * @internal Exported for its tests only (knip --production).
 */
export function checkCopyOnOpen(entry: ImmutableMap | undefined, check = () => checkEveryField("copy")): void {
  if (!entry || entry.get("newRecord") !== true || !/\/new(\?|$)/.test(window.location.hash)) return;
  if (copyDecided === window.location.hash) return;
  const title = entry.getIn(["data", "title"]);
  if (typeof title !== "string" || !title) return;
  copyDecided = window.location.hash;
  if (Date.now() - typedAt < 2000) return; // the editor typed it: their own new page
  // Once every field of the form is drawn.
  requestAnimationFrame(check);
}

/**
 * A field an optional block needs once it is used (a hero test's days and shares, `needed_in_block` in the generated
 * configuration) is optional in Decap's form only so that a block left out passes: its label does not say
 * "(optional)" (Decap's span after the label's text), or every field of a hero test would.
 * @internal Exported for its tests only (knip --production).
 */
export function hideOptionalWord(forID: string, root: Document = document): void {
  const label = root.querySelector(`label[for="${forID}"]`);
  for (const span of label?.querySelectorAll<HTMLElement>(":scope > span") ?? [])
    if (/^\s*\(optional\)\s*$/.test(span.textContent ?? "") && span.style.display !== "none")
      span.style.display = "none";
}

/** Every mounted wrapper by its field id; `version` changes whenever one comes or goes. */
const mounted = new Map<string, Checked>();
let version = 0;

/** Which field answers for each problem: the deepest field on its path that the form shows (else the first one). */
let owners: { problems: FieldProblem[]; version: number; byField: Map<string, FieldProblem[]> } | undefined;

function ownersOf(problems: FieldProblem[]): Map<string, FieldProblem[]> {
  if (owners && owners.problems === problems && owners.version === version) return owners.byField;
  const shown = new Set<string>();
  let first: string | undefined;
  for (const control of mounted.values()) {
    const path = control.path();
    if (!path) continue;
    shown.add(pathKey(path));
    if (path.length === 1) first ??= pathKey(path);
  }
  const byField = new Map<string, FieldProblem[]>();
  for (const problem of problems) {
    let owner: string | undefined;
    for (let length = problem.path.length; length > 0 && !owner; length--) {
      const key = pathKey(problem.path.slice(0, length));
      if (shown.has(key)) owner = key;
    }
    owner ??= first;
    if (owner) byField.set(owner, [...(byField.get(owner) ?? []), problem]);
  }
  owners = { problems, version, byField };
  return byField;
}

const isEmpty = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  (typeof value === "object" && "size" in (value as object) && (value as { size: number }).size === 0);

/** Nothing in it: no value, or only empty values (what an opened and untouched optional block holds). */
const isBlank = (value: unknown): boolean => {
  if (isEmpty(value)) return true;
  const values = (value as { valueSeq?: () => { every(test: (v: unknown) => boolean): boolean } }).valueSeq?.();
  return Boolean(values && values.every(isBlank));
};

abstract class Checked extends React.Component<ControlProps> {
  abstract kind: Kind;
  inner: Control | null = null;

  setInner = (control: Control | null) => {
    this.inner = control;
  };

  componentDidMount() {
    mounted.set(this.props.forID, this);
    version += 1;
    this.markRefusal();
    checkCopyOnOpen(this.props.entry);
  }

  componentDidUpdate() {
    this.markRefusal();
    checkCopyOnOpen(this.props.entry);
  }

  componentWillUnmount() {
    if (mounted.get(this.props.forID) === this) mounted.delete(this.props.forID);
    version += 1;
  }

  /** Where this field's value sits in the entry's data; undefined while the form is still being drawn. */
  path(): FieldPath | undefined {
    const name = String(this.props.field.get("name"));
    const ids = this.props.parentIds ?? [];
    for (let i = ids.length - 1; i >= 0; i--) {
      const parent = ids[i] ? mounted.get(ids[i]!) : undefined;
      if (!parent) continue;
      const base = parent.path();
      if (!base) return undefined;
      if (parent.kind !== "list") return [...base, name];
      const index = parent.inner?.state?.keys?.indexOf(ids[i + 1] ?? "") ?? -1;
      if (index < 0) return undefined;
      // An item of a list of texts is the text itself; an item of a list of objects holds this field.
      return parent.props.field.get("field") ? [...base, index] : [...base, index, name];
    }
    return [name];
  }

  /** The save check's problems this field answers for, as one refusal in plain words. */
  refusals(): Refusal[] {
    const { parentIds } = this.props;
    const { entry, collection } = current ?? this.props;
    const path = this.path();
    if (!entry || !collection || !path) return [];
    const mine = ownersOf(entryProblems(entry, collection)).get(pathKey(path)) ?? [];
    if (mine.length === 0 || this.refusedByDecap()) return [];
    const message =
      mine.length === 1
        ? mine[0].message
        : `${String(this.props.field.get("label"))}: ${[...new Set(mine.map((p) => p.reason))].join("; ")}`;
    return [{ type: "CUSTOM", message, parentIds }];
  }

  /** Decap's own checks (required, pattern) already explain this value: one message a field is enough. */
  refusedByDecap(): boolean {
    if (this.kind !== "leaf") return false;
    const { field, value } = this.props;
    if (isEmpty(value)) return field.get("required", true) !== false;
    const pattern = field.get("pattern") as { first(): string } | undefined;
    return Boolean(pattern && typeof value === "string" && !new RegExp(pattern.first()).test(value));
  }

  /** Decap asks this on Publish (and when a field with a pattern loses focus). */
  isValid = () => {
    const own = this.inner?.isValid?.();
    if (own === false || (own && typeof own === "object" && (own as { error?: unknown }).error)) return own;
    const [refusal] = this.refusals();
    return refusal ? { error: refusal } : { error: false };
  };

  /** Decap's form calls this on every field when Publish is pressed (EditorControlPane, ObjectControl). */
  validate = () => {
    beginSaveRound();
    const { inner } = this;
    if (this.kind === "leaf" || !inner?.validate) {
      this.props.validate();
      return;
    }
    const { forID, parentIds, onValidateObject } = this.props;
    // Decap 3.6.4 checks an optional block's fields even when the block is left out (a page section without a
    // video): every section's "Video URL" was "required". Left empty, an optional block is absent, as in the file.
    if (this.kind === "object" && this.props.field.get("required") === false && isBlank(this.props.value)) {
      for (const control of mounted.values()) {
        if (control.props.parentIds?.includes(forID)) onValidateObject?.(control.props.forID, []);
      }
      onValidateObject?.(forID, []);
      return;
    }
    inner.validate();
    const extra = this.refusals();
    if (this.kind === "object") {
      onValidateObject?.(forID, extra);
      return;
    }
    // A list's size refusal carries no parentIds in Decap 3.6.4: without them the card holding the list stays shut.
    const size = (inner.validateSize?.() ?? []).map((refusal) => ({ ...refusal, parentIds }));
    if (size.length > 0 || extra.length > 0) onValidateObject?.(forID, [...size, ...extra]);
  };

  focus = (path: string) => {
    if (this.inner?.focus) this.inner.focus(path);
    else document.getElementById(this.props.forID)?.focus();
  };

  getValidateValue = () => this.inner?.getValidateValue?.();

  /** The field's element carries its state for the browser: refused (aria-invalid) and described by its count. */
  markRefusal() {
    if (this.props.field.get("needed_in_block")) hideOptionalWord(this.props.forID);
    const element = document.getElementById(this.props.forID);
    if (!element) return;
    const refused = (this.props.fieldsErrors?.get(this.props.forID)?.length ?? 0) > 0;
    element.toggleAttribute("data-refused", refused);
    if (this.kind === "leaf") {
      if (refused) element.setAttribute("aria-invalid", "true");
      else element.removeAttribute("aria-invalid");
      if (this.props.field.get("characters")) element.setAttribute("aria-describedby", `${this.props.forID}-count`);
    }
  }
}

/** Wraps Decap's control `Inner` (a leaf such as "string", or a "list" or "object" that holds other fields). */
export function checked(Inner: React.ComponentType<ControlProps>, kind: Kind): React.ComponentClass<ControlProps> {
  const takesRef = Boolean((Inner as { prototype?: { isReactComponent?: unknown } }).prototype?.isReactComponent);
  return class extends Checked {
    static displayName = `Checked(${Inner.displayName ?? Inner.name ?? kind})`;
    kind = kind;

    shouldComponentUpdate(next: ControlProps) {
      if (kind !== "leaf") return true; // lists and objects redraw their fields, as Decap's own do
      if (this.inner?.shouldComponentUpdate) return this.inner.shouldComponentUpdate.call(this.inner, next);
      const { value, classNameWrapper, hasActiveStyle } = this.props;
      return (
        value !== next.value || classNameWrapper !== next.classNameWrapper || hasActiveStyle !== next.hasActiveStyle
      );
    }

    render() {
      const { entry, collection } = this.props;
      if (entry && collection) current = { entry, collection };
      const limits = this.props.field.get("characters") as ImmutableMap | undefined;
      // Decap 3.6.4's lists and objects pass `controlRef` on to every field inside them, and each field then registers
      // there under its own name: a nested "title" took the place of the entry's own "title", whose check then never
      // ran. Each field registers with the list or object that holds it; the chain stops here.
      const props = kind === "leaf" ? this.props : { ...this.props, controlRef: undefined };
      const control = takesRef ? <Inner {...props} ref={this.setInner} /> : <Inner {...props} />;
      const hint = this.props.field.get(HINT_OPTION);
      const { value } = this.props;
      return (
        <>
          {control}
          {limits && (
            <CharacterCount
              id={`${this.props.forID}-count`}
              text={typeof value === "string" ? value : ""}
              limits={limits.toJS() as Limits}
            />
          )}
          {typeof hint === "string" && <FieldHint text={hint} />}
        </>
      );
    }
  };
}
