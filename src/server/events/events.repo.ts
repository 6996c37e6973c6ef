import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { domainEventDeliveries, domainEvents } from '../db/schema/domain-events.ts';
import type { DomainEvent } from './domain-events.ts';

// The outbox's tables (docs/decisions/098): events written in their publisher's transaction, and one
// delivery row per event and subscriber.

/**
 * Records an event in the publisher's transaction: it exists if and only if the change commits. With
 * a dedupeKey, an event already recorded under that key is not recorded again (null is returned).
 */
export async function recordEvent(
  tx: Executor,
  event: DomainEvent,
  options: { dedupeKey?: string } = {},
): Promise<string | null> {
  const [row] = await tx
    .insert(domainEvents)
    .values({
      type: event.type,
      payload: event.payload,
      organizationId: event.payload.organizationId,
      dedupeKey: options.dedupeKey ?? null,
    })
    .onConflictDoNothing({ target: domainEvents.dedupeKey })
    .returning({ id: domainEvents.id });
  return row?.id ?? null;
}

/**
 * For a publisher that works in one SQL statement (the progress save): the insert of a
 * course.completed event per row of `rows` (a CTE with organization_id, user_id, course_id of
 * enrolments that have just moved to completed), the same event recordEvent would write, once per
 * learner and course (domain-events.ts courseCompletedKey).
 */
export const insertCourseCompletedEvents = (rows: SQL) => sql`
  insert into domain_events (type, organization_id, payload, dedupe_key)
  select 'course.completed', r.organization_id,
    jsonb_build_object('organizationId', r.organization_id, 'userId', r.user_id, 'courseId', r.course_id),
    'course.completed:' || r.user_id::text || ':' || r.course_id::text
  from ${rows} r
  on conflict (dedupe_key) do nothing
`;

export type StoredEvent = {
  id: string;
  type: string;
  payload: unknown;
  occurredAt: Date;
};

/**
 * Events of this type the subscriber has not received, oldest first, leaving out those whose last
 * attempt failed and waits for its next one.
 */
export async function listUndelivered(
  db: Executor,
  refs: { type: string; subscriber: string; now: Date; limit: number },
): Promise<StoredEvent[]> {
  const result = await db.execute<{
    id: string;
    type: string;
    payload: unknown;
    occurred_at: string | Date;
  }>(sql`
    select e.id, e.type, e.payload, e.occurred_at from domain_events e
    where e.type = ${refs.type}
      and not exists (
        select 1 from domain_event_deliveries d
        where d.event_id = e.id and d.subscriber = ${refs.subscriber}
          and (d.delivered_at is not null or d.next_attempt_at > ${refs.now.toISOString()}::timestamptz))
    order by e.occurred_at, e.id
    limit ${refs.limit}
  `);
  return result.rows.map((row) => ({
    id: row.id,
    type: row.type,
    payload: row.payload,
    occurredAt: new Date(row.occurred_at),
  }));
}

/**
 * Marks the event delivered to the subscriber, inside the transaction that runs its handler; false
 * when it already was (another dispatcher got there first: this insert waited for its commit).
 */
export async function claimDelivery(
  tx: Executor,
  refs: { eventId: string; subscriber: string; now: Date },
): Promise<boolean> {
  const claimed = await tx
    .insert(domainEventDeliveries)
    .values({ eventId: refs.eventId, subscriber: refs.subscriber, deliveredAt: refs.now })
    .onConflictDoUpdate({
      target: [domainEventDeliveries.eventId, domainEventDeliveries.subscriber],
      set: { deliveredAt: refs.now },
      setWhere: sql`${domainEventDeliveries.deliveredAt} is null`,
    })
    .returning({ eventId: domainEventDeliveries.eventId });
  return claimed.length > 0;
}

/** A failed attempt (its transaction rolled back): the next waits longer each time, an hour at most. */
export async function recordFailedDelivery(
  db: Executor,
  refs: { eventId: string; subscriber: string; now: Date; error: string },
): Promise<void> {
  const now = refs.now.toISOString();
  await db.execute(sql`
    insert into domain_event_deliveries as d (event_id, subscriber, attempts, next_attempt_at, last_error)
    values (${refs.eventId}, ${refs.subscriber}, 1, ${now}::timestamptz + interval '10 seconds', ${refs.error})
    on conflict (event_id, subscriber) do update set
      attempts = d.attempts + 1,
      next_attempt_at = ${now}::timestamptz
        + least(3600, 10 * power(2, least(d.attempts, 12))) * interval '1 second',
      last_error = excluded.last_error
    where d.delivered_at is null
  `);
}
