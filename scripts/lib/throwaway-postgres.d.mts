/** Types for throwaway-postgres.mjs (used from TypeScript benchmarks). */
export function findPostgresBinDir(): string | null;
export function startThrowawayPostgres(options?: { database?: string; binDir?: string; handleSignals?: boolean; durable?: boolean }): Promise<{ url: string; stop(): void }>;
