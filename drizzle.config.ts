import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './src/server/db/schema/index.ts',
  out: './drizzle',
  // New migrations are named by the time they were written, so two branches never claim the same
  // number; the sixteen written before keep their index names (the journal orders them all).
  migrations: { prefix: 'timestamp' },
});
