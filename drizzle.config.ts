import { defineConfig } from 'drizzle-kit';

// `npm run db:generate` writes a migration from server/db/schema.ts; the server applies
// every migration at start, on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
