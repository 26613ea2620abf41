/** The live character count under a text with a length limit (the `characters` option the generator writes). */

export interface Limits {
  min?: number;
  max?: number;
}

const COUNT_STYLE = { margin: "6px 0 0", fontSize: "12px", color: "#7a8291" } as const;
const COUNT_OUT_OF_RANGE = { ...COUNT_STYLE, color: "#b3001f", fontWeight: 600 } as const;

/** "54 / 60 characters", and in the warning colour with what to do when the text is too long or too short. */
export function CharacterCount({ id, text, limits }: { id: string; text: string; limits: Limits }) {
  const count = text.length; // as the contract counts (yup's min and max)
  const { min, max } = limits;
  const over = max !== undefined && count > max;
  const under = min !== undefined && count < min;
  const total = max !== undefined ? `${count} / ${max} characters` : `${count} characters`;
  const range = min !== undefined ? ` (at least ${min})` : "";
  const advice = over ? `: ${count - max!} too many` : under ? `: ${min! - count} to go` : "";
  return (
    <p id={id} style={over || under ? COUNT_OUT_OF_RANGE : COUNT_STYLE} data-character-count="">
      {total}
      {range}
      {advice}
    </p>
  );
}
