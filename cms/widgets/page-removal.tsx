/**
 * The "Take this page off the site" switch of an industry or use-case page (widget "page-removal", from the
 * contract's meta in src/contracts/solution-pages.ts). Turning it on asks first, in the browser's own dialog; an
 * editor who cancels leaves it off. Saved, it is an edit like any other: a draft under the editorial workflow, and the
 * page stays on the site until the change is published. Turned off again, the key leaves the file (absent means the
 * page is on the site). Decap's own boolean switch keeps its state of its own, so it would show "on" even when the
 * editor cancels: this one shows the entry's value only.
 */
import React from "react";
import { TAKE_OFF_HINT } from "../../src/contracts/solution-pages";

/** What the dialog asks before the switch turns on. */
const TAKE_OFF_QUESTION = `Take this page off the site?\n\n${TAKE_OFF_HINT}`;

interface Props {
  value?: boolean | null;
  onChange: (value: boolean | undefined) => void;
  forID: string;
  classNameWrapper: string;
  setActiveStyle: () => void;
  setInactiveStyle: () => void;
}

const track: React.CSSProperties = {
  display: "inline-flex",
  alignItems: "center",
  gap: "0.75rem",
  padding: 0,
  border: 0,
  background: "none",
  cursor: "pointer",
  font: "inherit",
  color: "inherit",
};

const knob = (on: boolean): React.CSSProperties => ({
  position: "relative",
  display: "inline-block",
  width: 40,
  height: 20,
  borderRadius: 10,
  background: on ? "#c0392b" : "#dfdfe3",
  transition: "background 0.15s",
});

const dot = (on: boolean): React.CSSProperties => ({
  position: "absolute",
  top: 2,
  left: on ? 22 : 2,
  width: 16,
  height: 16,
  borderRadius: "50%",
  background: "#fff",
  boxShadow: "0 1px 2px rgba(0, 0, 0, 0.3)",
  transition: "left 0.15s",
});

// A class: Decap hands its widgets a ref.
export class PageRemovalControl extends React.Component<Props> {
  toggle = () => {
    const on = this.props.value === true;
    if (on) {
      this.props.onChange(undefined); // back on the site: nothing to ask, nothing is lost
    } else if (window.confirm(TAKE_OFF_QUESTION)) {
      this.props.onChange(true);
    }
  };

  render() {
    const on = this.props.value === true;
    return (
      <div className={this.props.classNameWrapper}>
        <button
          type="button"
          id={this.props.forID}
          role="switch"
          aria-checked={on}
          onClick={this.toggle}
          onFocus={this.props.setActiveStyle}
          onBlur={this.props.setInactiveStyle}
          style={track}
        >
          <span style={knob(on)} aria-hidden="true">
            <span style={dot(on)} />
          </span>
          <span>
            {on ? "On: the page goes off the site when this change is published." : "Off: the page is on the site."}
          </span>
        </button>
      </div>
    );
  }
}
