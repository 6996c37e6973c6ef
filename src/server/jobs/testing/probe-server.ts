import { loadConfig } from '../../config.ts';
import { startServer } from '../../start-server.ts';

// The real server (start-server.ts, as main.ts starts it) plus one job, `jobs.probe`, for
// jobs-durability.test.ts: it writes an email to the outbox (kind "probe", subject = its label)
// and says so on stdout. With PROBE_LABEL set, the server sends one probe at start,
// PROBE_START_AFTER_SECONDS ahead, and prints "probe queued <label>".

export const PROBE_JOB = 'jobs.probe';

const config = loadConfig();
const app = await startServer(config, {
  configure: (app, database) => {
    app.jobs.defineJob<{ label: string }>(PROBE_JOB, async ({ label }) => {
      // Long enough for two processes to be seen sharing a batch of probes.
      await new Promise((resolve) => setTimeout(resolve, 100));
      await database.sql(
        `insert into email_outbox (kind, "to", subject, text) values ('probe', $1, $2, $3)`,
        ['probe@jang.test', label, `pid ${process.pid}`],
      );
      console.info(`probe ran ${label} pid ${process.pid}`);
    });
  },
});

const label = process.env.PROBE_LABEL;
if (label) {
  const startAfter = Number(process.env.PROBE_START_AFTER_SECONDS ?? '0');
  await app.jobs.send(PROBE_JOB, { label }, { startAfter, singletonKey: label });
  console.info(`probe queued ${label}`);
}
