import { loadConfig } from './config.ts';
import { startServer } from './start-server.ts';

// `npm start` and `npm run dev` run this file (start-server.ts says what starting means).
await startServer(loadConfig());
