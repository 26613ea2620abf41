/**
 * The pictures the data files name, read from disk: each must be there, and be what its kind allows (format, size in
 * pixels and bytes: ../pictures.ts). The build, npm run check:data and npm start run it beside the contracts' check
 * (validate-data.ts); the content manager runs the same checkPicture on an upload before it saves.
 */
import fs from "fs";
import path from "path";
import type { Contract } from "../contract";
import { checkPictureBytes, PICTURES, picturePath, picturePattern, type PictureKind } from "../pictures";
import { contractFor, describeEntry, pathSegments, type DataSource, type Problem } from "./check-sources";

interface Description {
  type: string;
  fields?: Record<string, Description>;
  innerType?: Description;
  meta?: { picture?: PictureKind };
}

/** Every picture `value` names, by its contract's description: the field's path, the picture's kind, the value. */
function picturesIn(desc: Description, value: unknown, at = ""): { field: string; kind: PictureKind; value: string }[] {
  if (desc.meta?.picture)
    return typeof value === "string" && value ? [{ field: at, kind: desc.meta.picture, value }] : [];
  if (desc.type === "object" && desc.fields && value && typeof value === "object" && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    return Object.entries(desc.fields).flatMap(([key, inner]) =>
      picturesIn(inner, record[key], at ? `${at}.${key}` : key),
    );
  }
  if (desc.type === "array" && desc.innerType && Array.isArray(value)) {
    return value.flatMap((item, index) => picturesIn(desc.innerType!, item, `${at}[${index}]`));
  }
  return [];
}

/**
 * Problems with the pictures the files name; `siteRoot` holds data/ and static/. A value of the wrong form is the
 * contract's to report, not this check's. A kind whose folder is absent is skipped: a copy of data/ alone (as the
 * tests make) has no static/.
 */
export function pictureProblems(siteRoot: string, sources: DataSource[], contracts: Contract[]): Problem[] {
  const problems: Problem[] = [];
  for (const { file, source } of sources) {
    const contract = contractFor(file, contracts);
    if (!contract) continue;
    let value: unknown;
    try {
      value = JSON.parse(source);
    } catch {
      continue;
    }
    const desc = contract.schema.describe() as Description;
    const entries = contract.collection ? (Array.isArray(value) ? value : []) : [value];
    entries.forEach((entry, index) => {
      const entryName = contract.collection ? describeEntry(contract, entry, index) : "document";
      for (const picture of picturesIn(desc, entry)) {
        if (!picturePattern(picture.kind).test(picture.value)) continue;
        if (!fs.existsSync(path.join(siteRoot, PICTURES[picture.kind].folder))) continue;
        const where = picturePath(picture.kind, picture.value);
        const onDisk = path.join(siteRoot, where);
        let reason: string | undefined;
        if (!fs.existsSync(onDisk)) reason = `names a picture that is not there: ${where}`;
        else {
          const bytes = fs.readFileSync(onDisk);
          reason = checkPictureBytes(path.basename(onDisk), bytes, bytes.length, picture.kind);
        }
        if (reason) {
          const line = `data/${file}: ${entryName}, field "${picture.field}": ${reason}`;
          const at = [...(contract.collection ? [String(index)] : []), ...pathSegments(picture.field)];
          const plain = fs.existsSync(onDisk) ? reason : "This picture is not in the library: choose another.";
          problems.push({
            file,
            entry: entryName,
            field: picture.field,
            path: at,
            reason,
            rule: "picture",
            line,
            plain,
          });
        }
      }
    });
  }
  return problems;
}
