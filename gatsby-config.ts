import type { GatsbyConfig } from "gatsby";
import path from "path";
import site from "./data/site.json";
import { ANON_KEY, LOCAL_API_URL } from "./backend/keys";
import { jsonTypeName } from "./gatsby/json-type-name";

// The forms talk to hosted Supabase in production. Without these two build variables the site points at the
// local stand-in (npm start runs it), so a fresh checkout has working forms with no account.
process.env.GATSBY_SUPABASE_URL ||= LOCAL_API_URL;
process.env.GATSBY_SUPABASE_ANON_KEY ||= ANON_KEY;

const config: GatsbyConfig = {
  siteMetadata: {
    title: site.brandName,
    description: site.description,
    siteUrl: site.siteUrl,
  },
  // One setting for every URL the site prints: canonical links, sitemap and internal links have no trailing slash.
  trailingSlash: "never",
  graphqlTypegen: false,
  plugins: [
    "gatsby-plugin-postcss",
    "gatsby-plugin-image",
    "gatsby-plugin-sharp",
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "data", path: path.resolve(__dirname, "data"), ignore: ["**/.*"] },
    },
    {
      resolve: "gatsby-transformer-json",
      options: { typeName: jsonTypeName },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: ["/404", "/404.html", "/dev-404-page"],
      },
    },
  ],
};

export default config;
