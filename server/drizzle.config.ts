import { defineConfig } from 'drizzle-kit';

// `npm run db:generate -w server` writes a new versioned SQL migration into ./drizzle after a
// schema change; the server applies pending migrations at start on PGlite and PostgreSQL alike.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
