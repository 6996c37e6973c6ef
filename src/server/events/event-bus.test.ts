import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEventDeliveries, domainEvents } from '../db/schema/index.ts';
import { runJob } from '../jobs/testing/run-job.ts';
import { createTestApp, organizationId, type TestApp } from '../test/test-app.ts';
import type { RecordedEvent } from './domain-events.ts';
import { createEventBus } from './event-bus.ts';
import { recordEvent } from './events.repo.ts';
import { DISPATCH_EVENTS_JOB } from './events-plugin.ts';

// The outbox and its dispatcher (docs/decisions/098), on PGlite in memory or DATABASE_URL's
// PostgreSQL: an event exists only with its transaction, reaches each subscriber once, and a
// subscriber that fails is tried again later without holding the others back.
describe('domain events', () => {
  let app: TestApp;
  let orgId: string;
  const silent = { onError: () => {} };

  beforeAll(async () => {
    app = await createTestApp();
    orgId = await organizationId(app, 'jang');
  });
  afterAll(async () => app.close());

  const completion = () => ({
    type: 'course.completed' as const,
    payload: { organizationId: orgId, userId: randomUUID(), courseId: randomUUID() },
  });
  const record = (event = completion()) =>
    app.database.db.transaction(async (tx) => {
      const id = await recordEvent(tx, event);
      return { id: id!, event };
    });
  const deliveryOf = async (eventId: string, subscriber: string) =>
    (
      await app.database.db
        .select()
        .from(domainEventDeliveries)
        .where(eq(domainEventDeliveries.eventId, eventId))
    ).find((row) => row.subscriber === subscriber);

  it('delivers an event to each subscriber once, however often and concurrently dispatch runs', async () => {
    const bus = createEventBus(app.database.db, silent);
    const received: Record<string, string[]> = { a: [], b: [] };
    for (const name of ['a', 'b'] as const) {
      bus.subscribe(`once-${name}`, 'course.completed', async (_tx, event) => {
        received[name]!.push(event.id);
      });
    }
    const { id, event } = await record();
    await Promise.all([bus.dispatch(), bus.dispatch(), bus.dispatch()]);
    await bus.dispatch();
    expect(received.a!.filter((x) => x === id)).toHaveLength(1);
    expect(received.b!.filter((x) => x === id)).toHaveLength(1);
    expect((await deliveryOf(id, 'once-a'))?.deliveredAt).toBeInstanceOf(Date);

    // What the handler is given: the typed event, its payload checked.
    let seen: RecordedEvent<'course.completed'> | null = null;
    const other = createEventBus(app.database.db, silent);
    other.subscribe('shape', 'course.completed', async (_tx, delivered) => {
      if (delivered.id === id) seen = delivered;
    });
    await other.dispatch();
    expect(seen).toMatchObject({ id, type: 'course.completed', payload: event.payload });
    expect(seen!.occurredAt).toBeInstanceOf(Date);
  });

  it('a handler’s writes commit with its delivery, or neither does', async () => {
    const bus = createEventBus(app.database.db, silent);
    let calls = 0;
    const { id, event } = await record();
    bus.subscribe('writes-then-fails', 'course.completed', async (tx, delivered) => {
      // Earlier tests' events reach this new subscriber too: it acts on its own only.
      if (delivered.id !== id) return;
      calls += 1;
      // Something the subscriber writes, then fails: the write must not stay.
      await recordEvent(tx, {
        type: 'enrollment.activated',
        payload: { ...delivered.payload, cohortId: null },
      });
      if (calls === 1) throw new Error('première tentative');
    });
    const activations = async () =>
      (await app.database.db.select().from(domainEvents).where(eq(domainEvents.type, 'enrollment.activated')))
        .map((row) => row.payload as { userId: string })
        .filter((payload) => payload.userId === event.payload.userId);
    expect(await bus.dispatch()).toMatchObject({ failed: 1 });
    expect(await activations()).toHaveLength(0);
    expect(await deliveryOf(id, 'writes-then-fails')).toMatchObject({ deliveredAt: null, attempts: 1 });
    await bus.dispatch({ now: new Date(Date.now() + 60_000) });
    expect(await activations()).toHaveLength(1);
    expect(await deliveryOf(id, 'writes-then-fails')).toMatchObject({ attempts: 1 });
    expect((await deliveryOf(id, 'writes-then-fails'))?.deliveredAt).toBeInstanceOf(Date);
  });

  it('a failing subscriber is retried later and does not block another', async () => {
    const errors: string[] = [];
    const bus = createEventBus(app.database.db, {
      onError: (_error, delivery) => errors.push(delivery.subscriber),
    });
    let isBroken = true;
    const fragile: string[] = [];
    const sturdy: string[] = [];
    bus.subscribe('fragile', 'course.completed', async (_tx, event) => {
      if (isBroken) throw new Error('service indisponible');
      fragile.push(event.id);
    });
    bus.subscribe('sturdy', 'course.completed', async (_tx, event) => {
      sturdy.push(event.id);
    });
    const first = await record();
    const second = await record();
    const now = Date.now();
    await bus.dispatch({ now: new Date(now) });
    expect(sturdy).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(fragile).toEqual([]);
    expect(errors).toContain('fragile');
    const failed = await deliveryOf(first.id, 'fragile');
    expect(failed).toMatchObject({
      deliveredAt: null,
      attempts: 1,
      lastError: 'Error: service indisponible',
    });

    // Not before its next attempt, then once; the other subscriber is not called again.
    isBroken = false;
    await bus.dispatch({ now: new Date(now + 1_000) });
    expect(fragile).toEqual([]);
    await bus.dispatch({ now: new Date(now + 60_000) });
    expect(fragile).toEqual(expect.arrayContaining([first.id, second.id]));
    await bus.dispatch({ now: new Date(now + 120_000) });
    expect(fragile.filter((x) => x === first.id)).toHaveLength(1);
    expect(sturdy.filter((x) => x === first.id)).toHaveLength(1);
  });

  it('waits longer after each failure, an hour at most', async () => {
    const bus = createEventBus(app.database.db, silent);
    const { id } = await record();
    bus.subscribe('always-fails', 'course.completed', async (_tx, event) => {
      if (event.id === id) throw new Error('toujours');
    });
    let now = Date.now();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 12; attempt += 1) {
      await bus.dispatch({ now: new Date(now) });
      const row = await deliveryOf(id, 'always-fails');
      waits.push(Math.round((row!.nextAttemptAt.getTime() - now) / 1000));
      now = row!.nextAttemptAt.getTime();
    }
    expect(waits.slice(0, 4)).toEqual([10, 20, 40, 80]);
    expect(waits.at(-1)).toBe(3600);
    expect((await deliveryOf(id, 'always-fails'))?.attempts).toBe(12);
  });

  it('an event published in a transaction that rolls back is never delivered', async () => {
    const bus = createEventBus(app.database.db, silent);
    const received: string[] = [];
    bus.subscribe('rollback', 'course.completed', async (_tx, event) => {
      received.push(event.payload.userId);
    });
    const event = completion();
    await expect(
      app.database.db.transaction(async (tx) => {
        await recordEvent(tx, event);
        throw new Error('annulé');
      }),
    ).rejects.toThrow('annulé');
    await bus.dispatch();
    expect(received).not.toContain(event.payload.userId);
    const rows = await app.database.db.select().from(domainEvents);
    expect(rows.some((row) => (row.payload as { userId: string }).userId === event.payload.userId)).toBe(
      false,
    );
  });

  it('records an event with a dedupe key once', async () => {
    const event = completion();
    const key = `test:${event.payload.userId}`;
    const [first, second] = await app.database.db.transaction(async (tx) => [
      await recordEvent(tx, event, { dedupeKey: key }),
      await recordEvent(tx, event, { dedupeKey: key }),
    ]);
    expect(first).toBeTruthy();
    expect(second).toBeNull();
  });

  it('the app dispatches through its job queue to the subscribers registered at build', async () => {
    const received: string[] = [];
    app.events.subscribe('through-the-queue', 'course.completed', async (_tx, event) => {
      received.push(event.id);
    });
    const { id } = await record();
    await app.jobs.start();
    // The run the start asks for and this one may race: whichever delivers it, it is delivered once.
    await runJob(app.jobs, DISPATCH_EVENTS_JOB);
    expect(received.filter((eventId) => eventId === id)).toEqual([id]);
  });
});
