import * as React from "react";

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/** A controlled text field: its value, a setter, and the props to spread on the element (`{...field.props}`). */
export function useTextInput(initial = "") {
  const [value, setValue] = React.useState(initial);
  const onChange = React.useCallback((event: React.ChangeEvent<TextElement>) => setValue(event.target.value), []);
  return { value, setValue, props: { value, onChange } };
}
