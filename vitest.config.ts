import { defineConfig } from 'vitest/config';

// Two tiers: pure/unit tests (fast, parallel) and API tests through app.inject on a real database.
// With DATABASE_URL set, the API tier runs against that PostgreSQL server instead of PGlite.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/shared/**/*.test.ts', 'src/web/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['src/server/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // One database per run on PostgreSQL: files take turns.
          fileParallelism: !process.env.DATABASE_URL,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.spec.ts'],
          environment: 'node',
          globalSetup: ['e2e/support/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
