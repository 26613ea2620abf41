export function listFiles(dir: string): string[];
export function findSourceMaps(publicDir: string): string[];
export function removeSourceMaps(publicDir: string): number;
export function findLoopbackReferences(publicDir: string): string[];
export function connectSources(publicDir: string): string[];
export function checkBuild(publicDir: string, options?: { localBackend?: boolean; supabaseUrl?: string }): string[];
