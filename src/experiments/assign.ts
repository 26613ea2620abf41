/**
 * Which version of a page under an experiment a request gets: the one choice, shared by the Netlify Edge Function
 * (Deno) and the local server (Node), so it uses Web Crypto and nothing of either runtime. No cookie and nothing
 * stored: the version follows from a keyed hash (HMAC-SHA-256) of what the request already carries (client
 * address, user agent, Accept-Language) and the experiment's id, under a key derived from the secret and the UTC
 * day, so a visitor keeps their version all day and draws again the next. Crawlers, Global Privacy Control and Do
 * Not Track get version A and are not counted; outside the experiment's dates everyone gets A.
 */
import { isBot } from "../analytics/bots.ts";
import type { ServedExperiment, ServedVersion } from "./manifest.ts";

/** What the choice reads of a request: header values as sent (null where absent) and the client's address. */
export interface RequestTraits {
  clientAddress: string;
  userAgent: string | null;
  acceptLanguage: string | null;
  secGpc: string | null;
  dnt: string | null;
}

/** Why a request got its version: drawn, or A for a reason. */
type ChoiceReason = "drawn" | "outside-dates" | "no-key" | "crawler" | "gpc" | "dnt";

export interface Choice {
  version: ServedVersion;
  /** Whether this request takes part in the experiment (drawn); the others get A and are not counted. */
  counted: boolean;
  reason: ChoiceReason;
}

/** The UTC day of an instant, as YYYY-MM-DD. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The traits of a request from its headers (the client address comes from the host: see RequestTraits). */
export function traitsOf(headers: Headers, clientAddress: string): RequestTraits {
  return {
    clientAddress,
    userAgent: headers.get("user-agent"),
    acceptLanguage: headers.get("accept-language"),
    secGpc: headers.get("sec-gpc"),
    dnt: headers.get("dnt"),
  };
}

const encoder = new TextEncoder();

function hmacKey(raw: ArrayBuffer): Promise<CryptoKey> {
  return crypto.subtle.importKey("raw", raw, { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
}

function hmac(key: CryptoKey, message: string): Promise<ArrayBuffer> {
  return crypto.subtle.sign("HMAC", key, encoder.encode(message));
}

/** A string's UTF-8 bytes in an ArrayBuffer of their own. */
function bytesOf(text: string): ArrayBuffer {
  const bytes = encoder.encode(text);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The last day's key, kept while the secret and the day stay the same (one import a day, not two a request). */
let dayKeyCache: { secret: string; day: string; key: Promise<CryptoKey> } | null = null;

function dayKey(secret: string, day: string): Promise<CryptoKey> {
  if (dayKeyCache?.secret !== secret || dayKeyCache.day !== day) {
    const key = hmacKey(bytesOf(secret))
      .then((secretKey) => hmac(secretKey, `scriptreel-experiments:${day}`))
      .then(hmacKey);
    dayKeyCache = { secret, day, key };
  }
  return dayKeyCache.key;
}

/**
 * A point in [0, 100) for this visitor, experiment and day. The day's key is HMAC(secret, day), so the point of a
 * day cannot be computed from another day's key; the fields are joined with a newline, which none of them holds.
 * @internal Exported for its tests only (knip --production).
 */
export async function visitorPoint(secret: string, day: string, id: string, traits: RequestTraits): Promise<number> {
  const message = [id, traits.clientAddress, traits.userAgent ?? "", traits.acceptLanguage ?? ""].join("\n");
  const digest = await hmac(await dayKey(secret, day), message);
  // The first 32 bits, as an unsigned number over 2^32.
  const value = new DataView(digest).getUint32(0);
  return (value / 2 ** 32) * 100;
}

/**
 * The version whose share holds the point: versions in order, each taking its share of [0, 100).
 * @internal Exported for its tests only (knip --production).
 */
export function versionAt(versions: ServedVersion[], point: number): ServedVersion {
  let upTo = 0;
  for (const version of versions) {
    upTo += version.share;
    if (point < upTo) return version;
  }
  return versions[versions.length - 1];
}

/** The version a request gets and whether it counts (see the module's comment). */
export async function chooseVersion({
  experiment,
  traits,
  day,
  secret,
}: {
  experiment: ServedExperiment;
  traits: RequestTraits;
  day: string;
  secret: string | undefined;
}): Promise<Choice> {
  const a = experiment.versions[0];
  const asA = (reason: ChoiceReason): Choice => ({ version: a, counted: false, reason });
  if (day < experiment.start || day > experiment.end) return asA("outside-dates");
  // No user agent at all is a script's request (site_event refuses it too): a crawler's answer.
  if (!traits.userAgent?.trim() || isBot(traits.userAgent)) return asA("crawler");
  if (traits.secGpc?.trim() === "1") return asA("gpc");
  if (traits.dnt?.trim() === "1") return asA("dnt");
  if (!secret) return asA("no-key");
  const point = await visitorPoint(secret, day, experiment.id, traits);
  return { version: versionAt(experiment.versions, point), counted: true, reason: "drawn" };
}
