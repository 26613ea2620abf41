export const VIDEO_EMBED_ORIGIN: string;
export const IMMUTABLE: string;
export const REVALIDATE: string;
export const HOST_CONFIG_FILES: string[];
export function isHashedAsset(file: string): boolean;
export function commonHeaders(): Record<string, string>;
export function inlineScriptHashes(html: string): string[];
export function contentSecurityPolicy(options: { scriptHashes: string[]; supabaseUrl: string }): string;
export function renderHeadersFile(options: {
  pages: { path: string; html: string }[];
  files: string[];
  supabaseUrl: string | undefined;
}): string;
export function parseHeadersFile(text: string): { pattern: string; headers: Record<string, string> }[];
export function headersForPath(
  rules: { pattern: string; headers: Record<string, string> }[],
  pathname: string,
): Record<string, string>;
