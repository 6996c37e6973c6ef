import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { migrate } from '../migrate.ts';
import { seed } from './seed.ts';

// npm run db:seed — migrates, then loads the demo data (safe to run again).
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrate(database);
await seed(database.db);
await database.close();
console.info('Données de démonstration chargées.');
