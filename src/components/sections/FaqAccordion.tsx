import * as React from "react";
import { Accordion, AccordionButton, AccordionItem, AccordionPanel } from "@reach/accordion";
import type { FaqItem } from "../../contracts/lists";

/**
 * "Nothing open". Not -1: during server rendering @reach/accordion gives every item the index -1 until it has
 * counted them, so -1 would render every answer open in the HTML and collapse them on hydration (a layout shift).
 */
const NONE_OPEN = -2;

/** One question open at a time; the open one can be closed again (the spec's FAQ behaviour). */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openIndex, setOpenIndex] = React.useState<number>(NONE_OPEN);
  return (
    <Accordion
      collapsible
      index={openIndex}
      onChange={(index) => setOpenIndex(index === undefined || index === openIndex ? NONE_OPEN : index)}
    >
      {items.map((item, index) => (
        <AccordionItem key={item.id} className="border-b border-line">
          <h2>
            <AccordionButton className="flex w-full items-center justify-between gap-4 py-5 text-left text-lg font-semibold text-ink hover:text-brand-700">
              {item.question}
              <span aria-hidden="true" className="text-2xl leading-none text-brand-600">
                {openIndex === index ? "−" : "+"}
              </span>
            </AccordionButton>
          </h2>
          <AccordionPanel className="pb-5 text-ink-soft">{item.answer}</AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
