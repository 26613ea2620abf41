// The mail's design tokens: one place for every colour and size the templates use. Light values are inlined;
// the dark ones are applied by class in the layout's <style> (clients without it keep the light design, which
// stays readable when a client darkens it on its own).
export const light = {
  page: "#f3f2f8",
  card: "#ffffff",
  text: "#1d1b26",
  muted: "#5e5a6e",
  brand: "#5b3be8",
  onBrand: "#ffffff",
  rule: "#e3e0ee",
  quote: "#f5f3fd",
};

export const dark = {
  page: "#121117",
  card: "#1d1b24",
  text: "#ecebf2",
  muted: "#aba7bc",
  brand: "#6e52f0",
  link: "#bcb0ff",
  rule: "#36323f",
  quote: "#27242f",
};

export const font = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

export const size = { width: 600, text: 16, small: 13, heading: 24, logo: 48 };

/** The logo, a PNG beside the site's own files (static/mail/), so nothing is fetched from another host. */
export const LOGO_PATH = "/mail/logo.png";
