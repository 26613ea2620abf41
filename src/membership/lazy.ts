/**
 * The lazy boundary of what follows a sign-up: the waitlist's functions for the link pages (member-api.ts) and the
 * welcome after joining (Welcome.tsx), loaded once needed, so none of it is in any page's start-up JavaScript.
 */
import { loadOnce } from "../lib/load-once";

export type MemberApi = typeof import("./member-api");
export type Welcome = typeof import("./Welcome");

export const loadMemberApi = loadOnce<MemberApi>(() => import("./member-api"));
export const loadWelcome = loadOnce<Welcome>(() => import("./Welcome"));
