import * as React from "react";
import { hasServerMarkup } from "./state";

const KEEP_SERVER_HTML = { __html: "" };

type WrapperProps = Omit<React.HTMLAttributes<HTMLDivElement>, "children" | "dangerouslySetInnerHTML">;

/**
 * Static content: rendered on the server, never hydrated. When React hydrates it from server HTML (the page's first
 * hydration, or an island waking later), it adopts the wrapper and leaves what is inside exactly as the server wrote
 * it: an element whose content is dangerouslySetInnerHTML has no children for React to hydrate, and React does not
 * compare that HTML in production. Rendered without server HTML (a client-side navigation, the development server),
 * it renders its children as usual. The wrapper itself stays React's: its attributes (hidden, say) can change.
 *
 * Nothing inside may need React: links are plain links, and anything interactive belongs in an <Island>.
 */
export function Static({
  children,
  className = "contents",
  ...wrapper
}: WrapperProps & { children: React.ReactNode; className?: string }) {
  const id = React.useId();
  const [keepServerHtml] = React.useState(() => hasServerMarkup("data-static", id));
  if (keepServerHtml) {
    return (
      <div
        {...wrapper}
        data-static={id}
        className={className}
        suppressHydrationWarning
        dangerouslySetInnerHTML={KEEP_SERVER_HTML}
      />
    );
  }
  return (
    <div {...wrapper} data-static={id} className={className}>
      {children}
    </div>
  );
}
