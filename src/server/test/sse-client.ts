import { get, type IncomingMessage } from 'node:http';

// A server-sent events stream opened over real HTTP, as an EventSource opens it, its events parsed as
// they arrive (the live streams' tests: course editor, cohort discussion).

export type SseEvent = { event: string; data: string; id?: string };

/** A stream opened over HTTP, its events parsed as they arrive. */
export type SseStream = {
  status: number;
  headers: IncomingMessage['headers'];
  events: SseEvent[];
  comments: string[];
  ended: Promise<void>;
  next(predicate: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  close(): void;
};

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const request = get(
      url,
      { headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip', ...headers } },
      (response) => {
        const events: SseEvent[] = [];
        const comments: string[] = [];
        const waiters = new Set<() => void>();
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event: SseEvent = { event: 'message', data: '' };
            let isEvent = false;
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line);
              else if (line.startsWith('event: ')) [isEvent, event.event] = [true, line.slice(7)];
              else if (line.startsWith('data: ')) [isEvent, event.data] = [true, line.slice(6)];
              else if (line.startsWith('id: ')) event.id = line.slice(4);
            }
            if (isEvent) events.push(event);
            for (const wake of waiters) wake();
            end = buffer.indexOf('\n\n');
          }
        });
        const ended = new Promise<void>((done) => response.on('close', () => done()));
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          events,
          comments,
          ended,
          next: (predicate, timeoutMs = 5000) =>
            new Promise((found, fail) => {
              const check = () => {
                const event = events.find(predicate);
                if (!event) return;
                waiters.delete(check);
                clearTimeout(timer);
                found(event);
              };
              const timer = setTimeout(() => {
                waiters.delete(check);
                fail(new Error(`aucun événement attendu en ${timeoutMs} ms : ${JSON.stringify(events)}`));
              }, timeoutMs);
              waiters.add(check);
              check();
            }),
          close: () => request.destroy(),
        });
      },
    );
    request.on('error', reject);
  });
}
