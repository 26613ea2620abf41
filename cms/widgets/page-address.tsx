/**
 * "Page address" (PAGE_ADDRESS_WIDGET, generated for every page's address): typed for a new page, locked on a page
 * that exists. Decap never renames a file, so an address changed on an existing page was refused with words an
 * editor could not act on. Moving a page is a guided step instead: the locked field says how (Duplicate, give the copy
 * the new address, publish it, then take this page off the site).
 */
import * as React from "react";
import type { ControlProps } from "./checked-control";

const NOTE = { margin: "6px 0 0", fontSize: "13px", color: "#5a6170" } as const;

export function PageAddressControl(props: ControlProps & { onChange(value: string): void }) {
  const { forID, value, classNameWrapper, entry, onChange } = props;
  const isNew = entry?.get("newRecord") === true;
  const text = typeof value === "string" ? value : "";
  if (isNew) {
    return (
      <input
        id={forID}
        type="text"
        className={classNameWrapper}
        value={text}
        onChange={(event) => onChange(event.target.value)}
      />
    );
  }
  return (
    <>
      <input
        id={forID}
        type="text"
        className={classNameWrapper}
        value={text}
        readOnly
        aria-describedby={`${forID}-locked`}
      />
      <p id={`${forID}-locked`} style={NOTE}>
        A page keeps its address. To move it: choose Duplicate in the Published menu, give the copy its new address and
        publish it, then turn on “Take this page off the site” here.
      </p>
    </>
  );
}
