import type { Db, Tx } from '../db/client.ts';
import {
  DOMAIN_EVENT_PAYLOADS,
  type DomainEventType,
  isDomainEventType,
  type RecordedEvent,
} from './domain-events.ts';
import { claimDelivery, listUndelivered, recordFailedDelivery, type StoredEvent } from './events.repo.ts';

// Subscribers and the dispatcher of the outbox (docs/decisions/098). A slice subscribes while the app
// is built; the dispatcher (a recurring job, events-plugin.ts) hands each recorded event to each
// subscriber of its type once: per subscriber and event, one transaction marks it delivered and runs
// the handler, so the handler's writes and "delivered" commit together or not at all. A handler that
// throws rolls back and is tried again later; other subscribers and other events go on.

export type EventHandler<T extends DomainEventType> = (tx: Tx, event: RecordedEvent<T>) => Promise<void>;

/** Deliveries made by this run, found made by another dispatcher meanwhile, and failed. */
export type DispatchSummary = { delivered: number; skipped: number; failed: number };

export type EventBus = {
  /** `name` identifies the subscriber in the deliveries table: keep it once it has received events. */
  subscribe: <T extends DomainEventType>(name: string, type: T, handler: EventHandler<T>) => void;
  /** Delivers what is owed now; safe to run several times at once, here or in other processes. */
  dispatch: (options?: { now?: Date }) => Promise<DispatchSummary>;
};

type Subscriber = { name: string; type: DomainEventType; handler: EventHandler<DomainEventType> };

/** Events read per subscriber at a time. */
const BATCH_SIZE = 100;

export function createEventBus(
  db: Db,
  options: { onError: (error: unknown, delivery: { subscriber: string; eventId: string }) => void },
): EventBus {
  const subscribers = new Map<string, Subscriber>();

  async function deliver(
    subscriber: Subscriber,
    stored: StoredEvent,
    now: Date,
  ): Promise<keyof DispatchSummary> {
    const delivery = { eventId: stored.id, subscriber: subscriber.name, now };
    try {
      return await db.transaction(async (tx) => {
        // Someone else delivered it meanwhile: nothing to do (the claim waited for their commit).
        if (!(await claimDelivery(tx, delivery))) return 'skipped' as const;
        await subscriber.handler(tx, toRecorded(stored));
        return 'delivered' as const;
      });
    } catch (error) {
      options.onError(error, { subscriber: subscriber.name, eventId: stored.id });
      await recordFailedDelivery(db, { ...delivery, error: String(error).slice(0, 1000) });
      return 'failed';
    }
  }

  return {
    subscribe(name, type, handler) {
      if (subscribers.has(name)) throw new Error(`event subscriber ${name} registered twice`);
      subscribers.set(name, { name, type, handler: handler as EventHandler<DomainEventType> });
    },
    async dispatch({ now = new Date() } = {}) {
      const summary: DispatchSummary = { delivered: 0, skipped: 0, failed: 0 };
      for (const subscriber of subscribers.values()) {
        // Each pass sees fewer: what it delivered, and what failed now waits for its next attempt.
        for (;;) {
          const refs = { type: subscriber.type, subscriber: subscriber.name, now, limit: BATCH_SIZE };
          const events = await listUndelivered(db, refs);
          for (const stored of events) summary[await deliver(subscriber, stored, now)] += 1;
          if (events.length < BATCH_SIZE) break;
        }
      }
      return summary;
    },
  };
}

// A payload is checked against its type's schema on the way out: a handler can trust its fields.
function toRecorded(stored: StoredEvent): RecordedEvent {
  if (!isDomainEventType(stored.type)) throw new Error(`unknown event type ${stored.type}`);
  const payload = DOMAIN_EVENT_PAYLOADS[stored.type].parse(stored.payload);
  return { id: stored.id, occurredAt: stored.occurredAt, type: stored.type, payload } as RecordedEvent;
}
