import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { findActiveCaller } from '../src/server/features/auth/auth.repo.ts';
import { saveProgress } from '../src/server/features/learning/save-progress.ts';
import { percentile, postgresTarget } from './bench-support.ts';
import { prepare } from './progress-save.ts';

// Where the database time of one progress save goes, on PostgreSQL: the two statements a request
// runs (the bearer's session lookup, then the save) captured as the app sends them, then
// EXPLAIN (ANALYZE) of each (planning and execution time), and each run 500 times in a row as an
// unnamed statement (parsed and planned every time) and as a named prepared
// statement, as the app sends them. Output: bench/results/progress-save-explain-postgres.txt.

type Captured = { text: string; values: unknown[] };

const target = await postgresTarget();
if (typeof target === 'string') throw new Error(target);
const lines: string[] = [`${target.version}`, ''];
const { app, learners } = await prepare(target);
try {
  const pool = (target.database.db as unknown as { $client: pg.Pool }).$client;
  const captured: Captured[] = [];
  const original = pool.query.bind(pool);
  (pool as unknown as { query: unknown }).query = (config: unknown, values?: unknown[]) => {
    const text = typeof config === 'string' ? config : (config as { text: string }).text;
    const params = values ?? (config as { values?: unknown[] }).values ?? [];
    captured.push({ text, values: params });
    return (original as (c: unknown, v?: unknown[]) => Promise<unknown>)(config, values);
  };
  const learner = learners[0]!;
  const caller = await findActiveCaller(target.database.db, {
    userId: learner.userId,
    sessionId: learner.sessionId,
  });
  await saveProgress(target.database.db, caller!, learner.bodies[1]!);
  (pool as unknown as { query: unknown }).query = original;

  const client = await pool.connect();
  try {
    for (const [index, { text, values }] of captured.entries()) {
      const name = index === 0 ? 'session lookup' : 'progress save';
      lines.push(`== ${name}`, text.replace(/\n\s*\n/g, '\n').trim(), '');
      for (let i = 0; i < 3; i++) {
        const plan = await client.query(`explain (analyze, buffers) ${text}`, values);
        if (i === 2) lines.push(...plan.rows.map((r: Record<string, string>) => r['QUERY PLAN']!), '');
      }
      for (const named of [false, true]) {
        const times: number[] = [];
        for (let i = 0; i < 500; i++) {
          const t0 = performance.now();
          await client.query(named ? { name: `explain_${index}`, text, values } : { text, values });
          times.push(performance.now() - t0);
        }
        times.sort((a, b) => a - b);
        lines.push(
          `${name}, ${named ? 'named prepared statement' : 'unnamed (parse + plan each time)'}, 500 in a row on one connection: p50 ${percentile(times, 50).toFixed(3)} ms, p90 ${percentile(times, 90).toFixed(3)} ms`,
        );
      }
      lines.push('');
    }
  } finally {
    client.release();
  }
} finally {
  await app.close();
  await target.database.close();
  await target.cleanup();
}
const out = path.resolve(import.meta.dirname, 'results/progress-save-explain-postgres.txt');
writeFileSync(out, `${lines.join('\n')}\n`);
console.info(lines.filter((l) => / p50 |Planning Time|Execution Time/.test(l)).join('\n'));
