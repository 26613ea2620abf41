import type { FaqItem } from "../contracts/lists";

/** FAQPage JSON-LD built from the same items the page shows, so the two never disagree. */
export function faqJsonLd(items: Pick<FaqItem, "question" | "answer">[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}
