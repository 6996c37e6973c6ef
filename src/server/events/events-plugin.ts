import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { createEventBus, type EventBus } from './event-bus.ts';

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

export const DISPATCH_EVENTS_JOB = 'events.dispatch';

export type EventsPluginOptions = {
  db: Db;
  /** How often recorded events are delivered (EVENTS_DISPATCH_INTERVAL_SECONDS; 0 = never planted). */
  dispatchIntervalSeconds: number;
};

/**
 * `app.events` for every slice to subscribe while it registers, and the dispatcher as a recurring job
 * of the queue (docs/decisions/098): once per interval between all server processes, and at each
 * start. A run that fails is not retried as a job: the next run delivers what is still owed.
 */
export const eventsPlugin = fp<EventsPluginOptions>(
  async (app, options) => {
    const events = createEventBus(options.db, {
      onError: (error, delivery) => app.log.warn({ err: error, ...delivery }, 'event subscriber failed'),
    });
    app.decorate('events', events);
    app.jobs.defineJob(DISPATCH_EVENTS_JOB, () => events.dispatch(), { retryLimit: 0 });
    if (options.dispatchIntervalSeconds > 0) {
      app.jobs.schedule(DISPATCH_EVENTS_JOB, {
        everySeconds: options.dispatchIntervalSeconds,
        isRunAtStart: true,
      });
    }
  },
  { name: 'events' },
);
