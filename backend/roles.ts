// The database roles a request can act as, as Supabase's gateway sets them from the JWT (auth.ts).
export const ROLES = ["anon", "authenticated", "service_role"] as const;
export type Role = (typeof ROLES)[number];
