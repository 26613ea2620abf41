import type { GatsbyConfig } from "gatsby";
import path from "path";
import site from "./data/site.json";
import { staticHostAdapter } from "./gatsby/static-host-adapter";
import { applySupabaseDefaults } from "./build/supabase-settings";

// The forms talk to hosted Supabase (GATSBY_SUPABASE_URL, GATSBY_SUPABASE_ANON_KEY). Only with LOCAL_BACKEND=1
// (npm start, npm run serve, the tests) do they fall back to the local stand-in; without either, the build stops
// in onPreBootstrap (gatsby/on-pre-bootstrap.ts) instead of shipping forms that post to 127.0.0.1.
applySupabaseDefaults(process.env);

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brandName,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // One setting for every URL the site prints: canonical links, sitemap and internal links have no trailing slash.
  trailingSlash: "never",
  graphqlTypegen: false,
  // The static host serves public/ as written (public/_headers, netlify.toml). Naming an adapter that does nothing
  // stops Gatsby from installing gatsby-adapter-netlify on Netlify, whose own headers would be combined with ours.
  adapter: staticHostAdapter,
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.resolve(__dirname, "data"), ignore: ["**/.*"] },
    },
    // gatsby-transformer-json runs from gatsby/on-create-node.ts, which skips a file that is not JSON.
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        // The waitlist's link pages (/waitlist/confirm, /waitlist/me) only make sense with a token from an e-mail.
        // A hero test's versions other than A (/_versions/<test>/b) are served at A's address; their canonical is A's.
        excludes: ["/404", "/404.html", "/dev-404-page", "/waitlist/*", "/_versions/**"],
        // Crawlers find the sitemap in robots.txt; a link in every page's head only spent the first TCP window.
        createLinkInHead: false,
      },
    },
  ],
};

export default config;
