/**
 * "Icon" fields (the contracts' `icon()`, widget "icon"): the icons themselves to choose from, drawn by the site's own
 * Icon component, each named in words for screen readers ("Bolt"), instead of a list of code names ("bolt",
 * "layers"). An optional icon has a "No icon" choice.
 */
import * as React from "react";
import { Icon } from "../../src/components/ui/Icon";
import { ICON_NAMES, type IconName } from "../../src/contracts/contract";
import type { ControlProps } from "./checked-control";

const words = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

const CHOICE = {
  display: "inline-flex",
  flexDirection: "column",
  alignItems: "center",
  gap: "4px",
  width: "76px",
  padding: "8px 4px",
  margin: "0 8px 8px 0",
  border: "2px solid #dfdfe3",
  borderRadius: "6px",
  background: "#fff",
  color: "#313d3e",
  font: "500 12px/1.2 system-ui, sans-serif",
  cursor: "pointer",
} as const;
const CHOSEN = { ...CHOICE, borderColor: "#3a69c7", background: "#e8f5fe", color: "#3a69c7" } as const;

export function IconControl(props: ControlProps & { onChange(value: string | null): void }) {
  const { forID, value, field, onChange } = props;
  const optional = field.get("required") === false;
  const names = (field.get("options") as { toJS?: () => string[] } | undefined)?.toJS?.() ?? [...ICON_NAMES];
  const choices: (string | null)[] = optional ? [null, ...names] : names;
  return (
    <div id={forID} role="radiogroup" aria-label={String(field.get("label") ?? "Icon")}>
      {choices.map((name) => {
        const chosen = (value ?? null) === name;
        return (
          <button
            key={name ?? "none"}
            type="button"
            role="radio"
            aria-checked={chosen}
            aria-label={name ? words(name) : "No icon"}
            style={chosen ? CHOSEN : CHOICE}
            onClick={() => onChange(name)}
          >
            <span aria-hidden="true" data-icon-choice="" style={{ width: 24, height: 24, display: "block" }}>
              {name ? <Icon name={name as IconName} className="" /> : null}
            </span>
            <span aria-hidden="true">{name ? words(name) : "None"}</span>
          </button>
        );
      })}
    </div>
  );
}
