import { afterAll, beforeAll, expect, it } from 'vitest';
import { DELETION_GRACE_DAYS } from '#shared/accounts/privacy.ts';
import { newSignedInUser } from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';
import { ERASE_DUE_ACCOUNTS_JOB } from './erase-account.ts';

// The erasure runs as a durable job of the queue (pg-boss, decision 088): planted with the app's jobs,
// sent here with a moment past the grace period, it erases the due account and reports it.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp({ JOBS_ENABLED: 'true', JOBS_POLLING_INTERVAL_SECONDS: '0.5' });
  await app.ready();
}, 120_000);
afterAll(async () => app?.close());

it('erases a due account when the accounts.erase-due job runs', async () => {
  const learner = await newSignedInUser(app, { organizationId: await organizationId(app, 'jang') });
  const created = await app.inject({
    method: 'POST',
    url: '/api/v1/student/settings/account-deletion',
    headers: bearer(learner),
    payload: {},
  });
  expect(created.statusCode).toBe(201);
  const asOf = new Date(Date.now() + (DELETION_GRACE_DAYS + 1) * 86_400_000).toISOString();
  const jobId = await app.jobs.send(ERASE_DUE_ACCOUNTS_JOB, { asOf });
  expect(jobId).not.toBeNull();
  let state = await app.jobs.find(ERASE_DUE_ACCOUNTS_JOB, jobId!);
  for (let i = 0; i < 60 && state?.state !== 'completed'; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    state = await app.jobs.find(ERASE_DUE_ACCOUNTS_JOB, jobId!);
  }
  expect(state).toMatchObject({ state: 'completed', output: { erased: 1, postponed: 0 } });
  const me = await app.inject({
    method: 'GET',
    url: '/api/v1/student/profile/info',
    headers: bearer(learner),
  });
  expect(me.statusCode).toBe(401);
}, 60_000);
