// What every message shares: the page (about 600 px, tables, inline styles, dark-mode classes), the brand at the
// top, the one primary button with its link beneath, and the footers. The words a footer says are exported too,
// for the plain-text twins.
import * as React from "react";
import {
  Body,
  Button,
  Container,
  Head,
  Heading,
  Html,
  Img,
  Link,
  Preview,
  Section,
  Text,
} from "@react-email/components";
import { slot } from "./slots";
import { dark, font, light, LOGO_PATH, size } from "./theme";

/** Placeholders every template may use; the sender fills them from the site (MailSite). */
export const site = {
  brand: slot("brand"),
  siteUrl: slot("site_url"),
  siteHost: slot("site_host"),
  /** The company name, and its postal address where the owner set one. */
  sender: slot("sender"),
};

// Dark mode: clients that honour prefers-color-scheme (Apple Mail, iOS, Outlook for Mac, Thunderbird) take these;
// Outlook.com marks its dark mode with [data-ogsc]. The rest invert on their own, which the light colours survive.
// React Email's Body repeats the page colour on its inner cell, so the rule names that cell too.
const DARK_RULES = `.sr-page, .sr-page > table > tbody > tr > td { background-color: ${dark.page} !important; }
.sr-card { background-color: ${dark.card} !important; }
.sr-text { color: ${dark.text} !important; }
.sr-muted { color: ${dark.muted} !important; }
.sr-link { color: ${dark.link} !important; }
.sr-button { background-color: ${dark.brand} !important; color: #ffffff !important; }
.sr-rule { border-color: ${dark.rule} !important; }
.sr-quote { background-color: ${dark.quote} !important; border-color: ${dark.brand} !important; }`;

const CSS = `:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
${DARK_RULES}
}
${DARK_RULES.split("\n")
  .map((rule) => {
    const [selectors, body] = rule.split(" {");
    return `${selectors
      .split(", ")
      .map((selector) => `[data-ogsc] ${selector}`)
      .join(", ")} {${body}`;
  })
  .join("\n")}
@media (max-width: 480px) {
.sr-card { border-radius: 0 !important; padding: 24px 20px !important; }
.sr-outside { padding-left: 20px !important; padding-right: 20px !important; }
}`;

const text = { color: light.text, fontSize: size.text, lineHeight: "26px", margin: "0 0 16px" };
const muted = { color: light.muted, fontSize: size.small, lineHeight: "20px", margin: "0 0 8px" };

export function Layout(props: { title: string; preview: string; children: React.ReactNode; footer: React.ReactNode }) {
  return (
    <Html lang="en">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light dark" />
        <meta name="supported-color-schemes" content="light dark" />
        <title>{props.title}</title>
        {/* Our own constant, set as it is: React would escape the child combinator (>) as text. */}
        <style dangerouslySetInnerHTML={{ __html: CSS }} />
      </Head>
      <Preview>{props.preview}</Preview>
      <Body className="sr-page" style={{ backgroundColor: light.page, fontFamily: font, margin: 0, padding: "24px 0" }}>
        <Container style={{ maxWidth: size.width, width: "100%" }}>
          <Section className="sr-outside" style={{ padding: "0 32px 16px" }}>
            <Link href={site.siteUrl}>
              <Img
                src={`${site.siteUrl}${LOGO_PATH}`}
                width={size.logo}
                height={size.logo}
                alt={site.brand}
                // With images off, the alt text stands in for the logo: the brand name, in the brand's colour.
                style={{ color: light.brand, fontFamily: font, fontSize: 20, fontWeight: 700 }}
              />
            </Link>
          </Section>
          <Section className="sr-card" style={{ backgroundColor: light.card, borderRadius: 12, padding: "32px" }}>
            {props.children}
          </Section>
          <Section className="sr-outside" style={{ padding: "24px 32px 0" }}>
            {props.footer}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

export const Title = ({ children }: { children: React.ReactNode }) => (
  <Heading
    as="h1"
    className="sr-text"
    style={{ color: light.text, fontSize: size.heading, lineHeight: "32px", fontWeight: 700, margin: "0 0 20px" }}
  >
    {children}
  </Heading>
);

export const Subtitle = ({ children }: { children: React.ReactNode }) => (
  <Heading
    as="h2"
    className="sr-text"
    style={{ color: light.text, fontSize: 18, lineHeight: "26px", fontWeight: 700, margin: "28px 0 8px" }}
  >
    {children}
  </Heading>
);

export const P = ({ children }: { children: React.ReactNode }) => (
  <Text className="sr-text" style={text}>
    {children}
  </Text>
);

const Small = ({ children }: { children: React.ReactNode }) => (
  <Text className="sr-muted" style={muted}>
    {children}
  </Text>
);

export const TextLink = ({ href, children }: { href: string; children: React.ReactNode }) => (
  <Link className="sr-link" href={href} style={{ color: light.brand, textDecoration: "underline" }}>
    {children}
  </Link>
);

/**
 * The mail's one action: a button, and beneath it the same link as text (shortened for reading; the address it
 * opens is the whole link) for clients that do not show the button.
 */
export function Action(props: { href: string; label: string; shortLink: string; fallback: string }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button
        className="sr-button"
        href={props.href}
        style={{
          backgroundColor: light.brand,
          borderRadius: 8,
          color: light.onBrand,
          fontSize: size.text,
          fontWeight: 600,
          lineHeight: "20px",
          padding: "14px 28px",
          textDecoration: "none",
        }}
      >
        {props.label}
      </Button>
      <Text className="sr-muted" style={{ ...muted, margin: "12px 0 0" }}>
        {props.fallback} <TextLink href={props.href}>{props.shortLink}</TextLink>
      </Text>
    </Section>
  );
}

/** A member's footer: their own page, unsubscribe (the same page), and who sends the mail. */
const memberFooterWords = {
  why: `You get this mail because this address joined the ${site.brand} waitlist.`,
  page: "Your member page",
  pageDoes: "shows your place in line; there you can also",
  unsubscribe: "unsubscribe",
  orDelete: "or delete your data.",
  text: "Your member page: your place in line, unsubscribe, or delete your data:",
};

export function MemberFooter({ manageUrl }: { manageUrl: string }) {
  const w = memberFooterWords;
  return (
    <>
      <Small>
        {w.why} <TextLink href={manageUrl}>{w.page}</TextLink> {w.pageDoes}{" "}
        <TextLink href={manageUrl}>{w.unsubscribe}</TextLink> {w.orDelete}
      </Small>
      <Small>{site.sender}</Small>
    </>
  );
}

/** Who sends the mail, and the site's address (the logo's link in the HTML part). */
const senderText = `${site.sender}\n${site.siteUrl}`;

export const memberFooterText = (manageUrl: string) => `--\n${memberFooterWords.text}\n${manageUrl}\n\n${senderText}`;

/** The team's footer: why the mail came, and from where. */
export const TeamFooter = ({ why }: { why: string }) => (
  <>
    <Small>{why}</Small>
    <Small>{site.sender}</Small>
  </>
);

export const teamFooterText = (why: string) => `--\n${why}\n\n${senderText}`;

/** One cell of the small tables (contact details, the digest's figures): a rule beneath, numbers on the right. */
export function Cell(props: {
  children?: React.ReactNode;
  align?: "left" | "right";
  /** A heading cell (th) of its column or its row. */
  header?: "col" | "row";
  /** A row's total, in bold. */
  strong?: boolean;
  muted?: boolean;
  width?: number;
}) {
  const style = {
    borderBottom: `1px solid ${light.rule}`,
    color: props.muted ? light.muted : light.text,
    fontSize: 15,
    lineHeight: "22px",
    padding: "8px 8px 8px 0",
    textAlign: props.align ?? "left",
    verticalAlign: "top",
    fontWeight: props.header === "col" || props.strong ? 600 : 400,
    width: props.width,
  } as const;
  const className = `sr-rule ${props.muted ? "sr-muted" : "sr-text"}`;
  return props.header ? (
    <th className={className} style={style} scope={props.header}>
      {props.children}
    </th>
  ) : (
    <td className={className} style={style}>
      {props.children}
    </td>
  );
}
