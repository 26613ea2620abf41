/**
 * The new member's welcome after a stored sign-up: their place in line and share link, asked of the database with
 * the row's submission id (waitlist_welcome). Loaded lazily (lazy.ts) once a row is stored, so none of it is in the
 * waitlist page's start-up JavaScript; WaitlistSuccess renders these components once they are here.
 */
import * as React from "react";
import { placeSentence, type MemberView } from "./member";

export { welcome } from "./member-api";
export { ShareLink } from "./ShareLink";

export function PlaceInLine({ member }: { member: MemberView }) {
  return <>{placeSentence(member)}</>;
}
