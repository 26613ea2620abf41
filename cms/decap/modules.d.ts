// The two Decap packages cms/index.tsx imports ship no types: the release's own bundle (decap-cms-app/dist) and the
// locales. Both are used as Decap's documentation shows (CMS.init, CMS.registerWidget, ...; the `en` phrases).
declare module "decap-cms-app/dist/decap-cms-app.js";
declare module "decap-cms-locales";
