/**
 * The lazy boundary of what follows a sign-up: the waitlist's functions for the link pages (member-api.ts), loaded
 * once needed, so none of it is in any page's start-up JavaScript. (The view after joining asks the database
 * nothing since issue 55: it shows the same words for any address.)
 */
import { loadOnce } from "../lib/load-once";

export type MemberApi = typeof import("./member-api");

export const loadMemberApi = loadOnce<MemberApi>(() => import("./member-api"));
