import * as React from "react";
import { Accordion, AccordionButton, AccordionItem, AccordionPanel } from "@reach/accordion";
import type { FaqItem } from "../../contracts/lists";

/** "Nothing open" for @reach/accordion (its own -1 would mean "every item" while it counts them). */
const NONE_OPEN = -2;

const questionClass =
  "flex w-full cursor-pointer items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-ink hover:text-brand-700";
const answerClass = "pb-5 text-ink-soft";
const signClass = "text-2xl leading-none text-brand-600";

/**
 * The FAQ: one question open at a time, and the open one can be closed again (the spec's behaviour).
 *
 * The HTML is native `<details>` (sharing one `name`, so opening one closes the others in current browsers): every
 * answer can be read and opened with JavaScript off or not yet started. Once React runs, the same list becomes
 * @reach/accordion, carrying over which answer was open and which question had focus. Both look the same, so the
 * switch moves nothing.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [enhanced, setEnhanced] = React.useState(false);
  const [openIndex, setOpenIndex] = React.useState<number>(NONE_OPEN);
  const listRef = React.useRef<HTMLDivElement>(null);
  const focusIndexRef = React.useRef<number>(-1);

  React.useEffect(() => {
    const details = [...(listRef.current?.querySelectorAll("details") ?? [])];
    const open = details.findIndex((element) => element.open);
    if (open >= 0) setOpenIndex(open);
    focusIndexRef.current = details.findIndex((element) => element.contains(document.activeElement));
    setEnhanced(true);
  }, []);

  React.useEffect(() => {
    if (!enhanced || focusIndexRef.current < 0) return;
    listRef.current?.querySelectorAll("button")[focusIndexRef.current]?.focus();
  }, [enhanced]);

  if (!enhanced) {
    return (
      <div ref={listRef}>
        {items.map((item) => (
          // The visitor may open one before React starts: "open" is theirs, not a hydration mismatch.
          <details key={item.id} name="faq" className="group border-b border-line" suppressHydrationWarning>
            <summary className={`${questionClass} list-none [&::-webkit-details-marker]:hidden`}>
              <h2>{item.question}</h2>
              <span aria-hidden="true" className={`${signClass} group-open:hidden`}>
                +
              </span>
              <span aria-hidden="true" className={`${signClass} hidden group-open:inline`}>
                −
              </span>
            </summary>
            <div className={answerClass}>{item.answer}</div>
          </details>
        ))}
      </div>
    );
  }

  return (
    <Accordion
      id="faq"
      ref={listRef}
      collapsible
      index={openIndex}
      onChange={(index) => setOpenIndex(index === undefined || index === openIndex ? NONE_OPEN : index)}
    >
      {items.map((item, index) => (
        // An explicit index: without it every item is numbered -1 until the accordion has counted them, so all
        // eight would share one id for a render.
        <AccordionItem key={item.id} index={index} className="border-b border-line">
          <h2>
            <AccordionButton className={questionClass}>
              {item.question}
              <span aria-hidden="true" className={signClass}>
                {openIndex === index ? "−" : "+"}
              </span>
            </AccordionButton>
          </h2>
          <AccordionPanel className={answerClass}>{item.answer}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
