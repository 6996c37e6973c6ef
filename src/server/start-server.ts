import { type App, type BuildOptions, buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { seedIfEmpty } from './db/seed/seed.ts';
import { completeLessonsOfSubmittedExercises } from './features/learning/progress.repo.ts';

/**
 * Start-up: open the database (PGlite in DATA_DIR, or DATABASE_URL), migrate, seed an empty one,
 * serve; SIGINT and SIGTERM close the app (its jobs end first) and then the database.
 */
export async function startServer(
  config: Config,
  options: Pick<BuildOptions, 'configure'> = {},
): Promise<App> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(database);
  const seeded = await seedIfEmpty(database.db, config);
  // Exercises submitted before submitting completed their lesson (decision 042): caught up once, idempotent.
  await completeLessonsOfSubmittedExercises(database.db);
  const app = await buildApp(config, database, options);

  const shutdown = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);

  await app.listen({ port: config.port, host: config.host });
  console.info(
    `Jàng écoute sur ${config.appUrl} (base de données : ${database.kind}${seeded ? ', données de démonstration chargées' : ''})`,
  );
  return app;
}
