import { faqJsonLd } from "./faq";

describe("faqJsonLd", () => {
  it("mirrors the visible questions", () => {
    const ld = faqJsonLd([{ question: "Q?", answer: "A." }]);
    expect(ld.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });
});
