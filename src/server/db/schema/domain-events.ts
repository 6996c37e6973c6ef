import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { id, ref, retryColumns, timestamptz } from './columns.ts';
import { organizationId } from './organizations.ts';

// The transactional outbox of domain events (docs/decisions/098): an event is written in the same
// transaction as the change it tells (no event without the change, no change without its event),
// then delivered to each subscriber once by src/server/events/.
export const domainEvents = pgTable(
  'domain_events',
  {
    id: id(),
    /** 'course.completed', 'enrollment.activated', 'payment.completed' (src/server/events/domain-events.ts). */
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    organizationId: organizationId(),
    /** Set for an event that may happen once only (one course.completed per learner and course). */
    dedupeKey: text('dedupe_key'),
    occurredAt: timestamptz('occurred_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('domain_events_dedupe_key_unique').on(t.dedupeKey),
    index('domain_events_type_occurred_idx').on(t.type, t.occurredAt),
  ],
);

// One row per event and subscriber: written with the subscriber's own work (delivered_at set), or
// after a failed attempt (delivered_at null, retried from next_attempt_at).
export const domainEventDeliveries = pgTable(
  'domain_event_deliveries',
  {
    eventId: ref('event_id', () => domainEvents.id, 'cascade').notNull(),
    subscriber: text('subscriber').notNull(),
    deliveredAt: timestamptz('delivered_at'),
    ...retryColumns(),
  },
  (t) => [
    primaryKey({ name: 'domain_event_deliveries_pk', columns: [t.eventId, t.subscriber] }),
    check('domain_event_deliveries_attempts_not_negative', sql`${t.attempts} >= 0`),
  ],
);
