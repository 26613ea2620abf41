/**
 * The "picture" widget (PICTURE_WIDGET, generated for every picture field): Decap's own image picker, to choose a
 * picture of the field's kind or upload one, which also refuses an uploaded picture the site cannot use, on the
 * field and in plain words ("This picture is 5.2 MB; a video poster must be at most 500 KB."), before anything is
 * saved. The rules are the build's (src/contracts/pictures.ts): the build reads the same pictures from disk.
 */
import * as React from "react";
import { checkPictureBytes, PICTURE_HEADER_BYTES, PICTURES, type PictureKind } from "../../src/contracts/pictures";

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
}

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

/** What is wrong with an uploaded file for `kind` (its first bytes say its format and size in pixels). */
async function uploadProblem(file: File, kind: PictureKind): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, PICTURE_HEADER_BYTES).arrayBuffer());
  return checkPictureBytes(file.name, head, file.size, kind);
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
    }

    componentDidUpdate(previous: ControlProps) {
      if (previous.value === this.props.value) return;
      this.check();
      this.probe();
      if (previous.value && this.props.value) this.askForDescription();
    }

    componentWillUnmount() {
      this.stopProbe?.();
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

    /**
     * A replaced picture still had the old one's description: the description field is shown, its text selected for
     * typing over, and a line under the picture asks for it (until the description changes).
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
      line.textContent = "New picture: describe it in “Picture description”; the old description is selected for you.";
      here.after(line);
      this.asked = line;
      const field = description;
      const done = () => {
        line.remove();
        field.removeEventListener("input", done);
      };
      field.addEventListener("input", done);
      field.scrollIntoView({ block: "center" });
      field.focus({ preventScroll: true });
      field.select();
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
        <div ref={this.box}>
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
