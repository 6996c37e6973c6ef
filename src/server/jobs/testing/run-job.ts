import type { Jobs } from '../jobs.ts';

/**
 * Sends a job and waits until a worker (of this process or another) has run it: what its handler
 * returned, or the error it threw. The queue must be started.
 */
export async function runJob<T = unknown>(
  jobs: Jobs,
  name: string,
  data: object = {},
  timeoutMs = 20_000,
): Promise<T> {
  const id = await jobs.send(name, data);
  if (!id) throw new Error(`job ${name} not sent`);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const job = await jobs.find(name, id);
    if (job?.state === 'completed') return job.output as T;
    if (job?.state === 'failed') throw new Error(`job ${name} failed: ${JSON.stringify(job.output)}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`job ${name} still not run after ${timeoutMs} ms`);
}
