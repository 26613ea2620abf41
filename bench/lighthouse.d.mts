interface Stat {
  median: number;
  min: number;
  max: number;
}
export function routesFromSitemap(): string[];
export function runLighthouse(options?: { routes?: string[]; runs?: number; log?: (line: string) => void }): Promise<{
  runs: number;
  summary: Record<string, Record<"score" | "fcp" | "lcp" | "tbt" | "cls" | "bytes" | "jsBytes", Stat>>;
}>;
