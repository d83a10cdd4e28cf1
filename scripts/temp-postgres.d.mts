/** Types of temp-postgres.mjs for the TypeScript that starts it (the e2e servers' database). */
export function freePort(): Promise<number>;

export interface TempPostgres {
  url: string;
  logFile: string;
  pid(): number;
  stop(): void;
}

export function startTempPostgres(): Promise<TempPostgres>;
