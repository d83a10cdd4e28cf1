import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration from the tables in server/db/schema/ (one file per area); the server applies
// every migration at start, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/index.ts',
  out: './server/db/migrations',
});
