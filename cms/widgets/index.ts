/**
 * Decap's field controls, each wrapped (checked-control.tsx) so that refusals land on their field with a live
 * character count where the contract limits a text, and the list control made safer (confirming-list.tsx).
 * Registered over Decap's own, under the same names, before the CMS starts: the generated configuration is unchanged.
 */
import type React from "react";
import { checked, type ControlProps } from "./checked-control";
import { confirmingList } from "./confirming-list";
import { installSaveRound } from "./save-round";
import { withDateInput } from "./date-input";

interface Widget {
  control: React.ComponentType<ControlProps>;
  preview?: unknown;
  schema?: unknown;
  [option: string]: unknown;
}

interface WidgetRegistry {
  getWidget(name: string): Widget | undefined;
  registerWidget(name: string, control: React.ComponentType<ControlProps>, preview?: unknown, schema?: unknown): void;
}

/** The widgets the generated configuration uses, and the image picker. */
const LEAVES = ["string", "text", "number", "select", "boolean", "datetime", "image", "file"];

export function registerFieldWidgets(cms: WidgetRegistry): void {
  installSaveRound();
  for (const name of [...LEAVES, "list", "object"]) {
    const widget = cms.getWidget(name);
    if (!widget) continue;
    const { control, preview, schema, ...options } = widget;
    const kind = name === "list" || name === "object" ? name : "leaf";
    // A day-only date field types and pastes as the editor expects (date-input.tsx).
    const inner = name === "list" ? confirmingList(control) : name === "datetime" ? withDateInput(control) : control;
    const wrapped = checked(inner, kind);
    cms.registerWidget(name, wrapped, preview, schema);
    Object.assign(cms.getWidget(name) ?? {}, options); // global styles and the like, which the short form drops
  }
}
