/**
 * What the member's pages repeat from her sign-up (issue 55), in the confirmation mail's words: her first video (only
 * what she gave) and, beside her place, what moves it.
 */
import * as React from "react";
import languages from "../../data/languages.json";
import { firstVideoLine } from "../lib/idea";
import { whatMovesIt } from "../../supabase/functions/_shared/place";
import type { MemberView } from "./member";

const languageName = (code: string) => languages.find((language) => language.code === code)?.name;

/** "Your first video: Why bees dance, Spanish, 3 minutes"; nothing when she gave neither an idea nor a choice. */
export function MemberFirstVideo({ member, className }: { member: MemberView; className: string }) {
  const { idea, ...choices } = member.firstVideo;
  const line = firstVideoLine(idea, choices, languageName);
  if (!line) return null;
  return (
    <p className={`${className} [overflow-wrap:anywhere]`}>
      <strong className="font-semibold text-ink">Your first video:</strong> {line}
    </p>
  );
}

/** What moves a place: confirmed referrals, and nothing else; invitations in waves, in line order. */
export function WhatMovesIt({ member, className }: { member: MemberView; className: string }) {
  return <p className={className}>{whatMovesIt(member.referralBoost)}</p>;
}
