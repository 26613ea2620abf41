// Supabase's public local-development demo secret and keys (the same values `supabase start` prints).
// They are public knowledge: never use them for a hosted project. Imported by the site's build, so
// this file must stay free of imports.

export const JWT_SECRET = "super-secret-jwt-token-with-at-least-32-characters-long";

/** HS256 JWT {"iss":"supabase-demo","role":"anon","exp":1983812996} */
export const ANON_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0";

/** HS256 JWT {"iss":"supabase-demo","role":"service_role","exp":1983812996} */
export const SERVICE_ROLE_KEY =
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU";

export const LOCAL_API_URL = "http://127.0.0.1:54321";
