/**
 * The "picture" widget (PICTURE_WIDGET, generated for every picture field): Decap's own image picker, to choose a
 * picture of the field's kind or upload one, which also refuses a picture the site cannot use, on the field and in
 * plain words ("This picture is 5.2 MB; a video poster must be at most 500 KB."), before anything is saved (the
 * library refuses most at the upload already: cms/pictures/picture-upload.ts). The rules are the build's
 * (src/contracts/pictures.ts): the build reads the same pictures from disk.
 */
import * as React from "react";
import { PICTURES, type PictureKind } from "../../src/contracts/pictures";
import { readFormWith, type FormEntry } from "./picture-deletion";
import { uploadProblem } from "./picture-upload";

interface FieldMap {
  get(key: string): unknown;
}

interface Asset {
  fileObj?: File;
  path?: string;
  toString(): string;
}

interface ControlProps {
  value?: string;
  field: FieldMap;
  getAsset(path: string, field: FieldMap): Asset | undefined;
  /** The entry being edited, unsaved changes too, as of this field's last update. */
  entry?: ImmutableLike;
  /** The entry's collection. */
  collection?: ImmutableLike;
}

interface ImmutableLike {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  toJS(): unknown;
}

/** The picture fields on screen. */
const shown = new Set<{ props: ControlProps }>();

/**
 * The open entry as its form holds it now: its data file under data/ (a new page's by its slug) and its data, with
 * each picture field's value as it is now (a field inside a list or block may get its entry later than its value).
 */
function formEntry(): FormEntry | undefined {
  const fields = [...shown].map((control) => control.props);
  const { entry, collection } = fields[0] ?? {};
  const data = entry?.get("data") as ImmutableLike | undefined;
  if (!entry || !data) return undefined;
  const path = entry.get("path");
  const folder = String(collection?.get("folder") ?? "").replace(/^data\//, "");
  const slug = entry.getIn(["data", "slug"]);
  const file =
    typeof path === "string" && path
      ? path.replace(/^data\//, "")
      : `${folder}/${typeof slug === "string" && slug ? slug : "new"}.json`;
  return { file, value: [data.toJS(), fields.map((props) => props.value)] };
}
readFormWith(formEntry);

/** What the field and the preview say when the picture a page names is not there (deleted or renamed outside). */
const missingPicture = (value: string) =>
  `The picture ${value.split("/").pop()} is not in the picture library: choose another one or upload it again.`;

/**
 * Whether the picture at `value` loads (calls back false when it is missing), as the page would show it. Decap's
 * asset answers with the address it would draw; an upload not yet saved is a blob and always loads.
 */
function probePicture(value: string, field: FieldMap, getAsset: ControlProps["getAsset"], done: (ok: boolean) => void) {
  const source = String(getAsset(value, field) ?? value);
  const probe = new Image();
  probe.onload = () => done(true);
  probe.onerror = () => done(false);
  probe.src = source;
  return () => {
    probe.onload = probe.onerror = null;
  };
}

/**
 * The preview of a picture field: Decap's own, or the plain message in its place when the picture is missing, so
 * the preview shows the problem on this page only, as the development server does (gatsby/on-create-page.ts).
 */
export function picturePreview(preview: React.ComponentType<ControlProps>) {
  return function PicturePreview(props: ControlProps) {
    const { value, field, getAsset } = props;
    const [missing, setMissing] = React.useState(false);
    React.useEffect(() => {
      setMissing(false);
      return value ? probePicture(value, field, getAsset, (ok) => setMissing(!ok)) : undefined;
    }, [value, field, getAsset]);
    const Preview = preview;
    if (value && missing) return <p role="alert">{missingPicture(value)}</p>;
    return <Preview {...props} />;
  };
}

/** A picture's description beside it (the contracts' `alt` and `image_alt`). */
const DESCRIPTION_FIELDS = '[id^="alt-field-"], [id^="image_alt-field-"]';

/** The kind of picture a field holds, by the folder the generator gave it. */
function kindOfField(field: FieldMap): PictureKind | undefined {
  const folder = String(field.get("media_folder") ?? "").replace(/^\//, "");
  return (Object.keys(PICTURES) as PictureKind[]).find((kind) => PICTURES[kind].folder === folder);
}

/** The picture library is a react-modal dialog: while it is open, the page's body has this class. */
const LIBRARY_OPEN = "ReactModal__Body--open";

/**
 * Calls `then` once the picture library has closed: react-modal closes 300 ms after "Choose selected" and then gives
 * the focus back to the button that opened it, which would take it from anything focused before. Returns a cancel.
 */
function afterLibraryCloses(then: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    timer = setTimeout(then, 0); // after react-modal's own focus, in the same turn as the class's removal
  };
  if (!document.body.classList.contains(LIBRARY_OPEN)) {
    run();
    return () => clearTimeout(timer);
  }
  const observer = new MutationObserver(() => {
    if (document.body.classList.contains(LIBRARY_OPEN)) return;
    observer.disconnect();
    run();
  });
  observer.observe(document.body, { attributes: true, attributeFilter: ["class"] });
  return () => {
    observer.disconnect();
    clearTimeout(timer);
  };
}

/** Wraps Decap's image control: the same picker, plus `isValid`, which Decap asks before it saves. */
export function pictureControl(image: React.ComponentType<ControlProps>) {
  return class PictureControl extends React.Component<ControlProps> {
    /** The uploaded file last checked, and what was wrong with it. */
    private checked: File | undefined;
    private problem: string | undefined;
    /** Decap's own control: it decides when to update (it watches the picture library's choice, not only the value). */
    private inner = React.createRef<React.Component<ControlProps>>();

    shouldComponentUpdate(next: ControlProps) {
      return this.inner.current?.shouldComponentUpdate?.(next, {}, undefined) ?? true;
    }

    componentDidMount() {
      this.check();
      this.probe();
      shown.add(this);
    }

    componentDidUpdate(previous: ControlProps) {
      if (previous.value === this.props.value) return;
      this.check();
      this.probe();
      if (previous.value && this.props.value) this.askForDescription();
    }

    componentWillUnmount() {
      this.stopProbe?.();
      this.stopAsking?.();
      shown.delete(this);
    }

    /** Whether the picture the field names is missing from the library (said under the field, refused on Save). */
    private missing: string | undefined;
    private stopProbe: (() => void) | undefined;

    private probe() {
      this.stopProbe?.();
      const { value, field, getAsset } = this.props;
      const shown = this.missing;
      this.missing = undefined;
      if (shown) this.forceUpdate();
      if (!value) return;
      this.stopProbe = probePicture(value, field, getAsset, (ok) => {
        if (ok || this.props.value !== value) return;
        this.missing = missingPicture(value);
        this.forceUpdate();
      });
    }

    /** The box around this picture and its description: the card or block holding both. */
    private box = React.createRef<HTMLDivElement>();
    private asked: HTMLElement | null = null;
    private stopAsking: (() => void) | undefined;

    /**
     * A replaced picture still had the old one's description: once the library has closed, the description field is
     * shown with the focus in it and its whole text selected, so what the editor types replaces it; a line under the
     * picture says so (until the description changes). A first click into the box, the editor's reflex, selects the
     * whole text again rather than dropping the cursor mid-sentence.
     */
    private askForDescription() {
      const here = this.box.current;
      let description: HTMLInputElement | HTMLTextAreaElement | null = null;
      for (let node = here?.parentElement; node && !description; node = node.parentElement) {
        description = node.querySelector<HTMLInputElement | HTMLTextAreaElement>(DESCRIPTION_FIELDS);
      }
      if (!here || !description) return;
      this.asked?.remove();
      const line = document.createElement("p");
      line.setAttribute("role", "status");
      line.dataset.askDescription = "";
      Object.assign(line.style, { margin: "6px 0 0", fontSize: "13px", fontWeight: "600", color: "#8a5a00" });
      line.textContent =
        "New picture: the old description is selected in “Picture description”. Type to replace it, " +
        "or keep it if it still describes the new picture.";
      here.after(line);
      this.asked = line;
      const field = description;
      // On the press itself: a click inside a selection drops the cursor only after the click's own events.
      const selectAll = (event: Event) => {
        event.preventDefault();
        field.focus({ preventScroll: true });
        field.select();
      };
      const done = () => {
        line.remove();
        field.removeEventListener("input", done);
        field.removeEventListener("mousedown", selectAll);
      };
      field.addEventListener("input", done);
      field.addEventListener("mousedown", selectAll, { once: true });
      this.stopAsking?.();
      this.stopAsking = afterLibraryCloses(() => {
        if (!field.isConnected) return;
        field.scrollIntoView({ block: "center" });
        field.focus({ preventScroll: true });
        field.select();
      });
    }

    /** The picture the field names, once Decap holds its bytes (an upload, or one the library has loaded). */
    private check() {
      const { value, field, getAsset } = this.props;
      const kind = kindOfField(field);
      const asset = value ? getAsset(value, field) : undefined;
      // While a picture loads, Decap answers with a placeholder of its own (empty.svg): not the picture.
      const named = asset?.path?.split("/").pop() === value?.split("/").pop();
      const file = named ? asset?.fileObj : undefined;
      if (!kind || !file) {
        this.checked = undefined;
        this.problem = undefined;
        return;
      }
      if (file === this.checked) return;
      this.checked = file;
      this.problem = undefined;
      void uploadProblem(file, kind).then((problem) => {
        if (this.checked === file) this.problem = problem;
      });
    }

    isValid = () => {
      const problem = this.problem ?? this.missing;
      return problem ? { error: { type: "CUSTOM", message: problem } } : true;
    };

    render() {
      const Image = image as React.ComponentClass<ControlProps>;
      return (
        <div ref={this.box} data-picture-kind={kindOfField(this.props.field)}>
          <Image ref={this.inner} {...this.props} />
          {this.missing && (
            <p role="alert" style={{ margin: "6px 0 0", fontSize: "13px", fontWeight: 600, color: "#8a0020" }}>
              {this.missing}
            </p>
          )}
        </div>
      );
    }
  };
}
