import type { FastifyInstance } from 'fastify';

// application/x-www-form-urlencoded bodies (PayDunya's callback, the sandbox page's form), parsed with
// node's URLSearchParams: @fastify/formbody is not installed. Keys stay flat ('data[hash]'); a repeated
// key keeps all its values so a reader can refuse the ambiguity.

const FORM_BODY_LIMIT = 64 * 1024;

export function parseFormBody(text: string): Record<string, string | string[]> {
  const values = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(text)) values.set(key, [...(values.get(key) ?? []), value]);
  // fromEntries defines own properties: a key named "__proto__" cannot reach the prototype.
  return Object.fromEntries([...values].map(([key, list]) => [key, list.length === 1 ? list[0]! : list]));
}

/** Registers the form parser in this (encapsulated) scope only. */
export function acceptFormBodies(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, parseFormBody(String(body))),
  );
}
