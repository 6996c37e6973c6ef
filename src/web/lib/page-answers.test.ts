import { describe, expect, it } from 'vitest';
import { createApiClient } from './api.ts';
import { ANSWERS_FRESH_MS, createPageAnswerStore } from './page-answers.ts';

// The answers a signed-in page arrived with (decision 313): each taken once, while fresh.

const session = {
  accessToken: 'page-token',
  expiresAt: '2026-11-27T12:00:00.000Z',
  me: { user: { id: 'u1' }, roles: ['student'] },
};
const answeredAt = 'Fri, 27 Nov 2026 11:00:00 GMT';
const json = JSON.stringify({ session, answers: { '/api/a': { n: 1 }, '/api/empty': null }, answeredAt });

describe('the page answer store', () => {
  it('gives the session and each answer once', () => {
    const store = createPageAnswerStore(json, 0, () => 10);
    expect(store.peekAnswer('/api/a')).toEqual({ n: 1 });
    expect(store.peekAnswer('/api/a')).toEqual({ n: 1 });
    expect(store.takeSession()).toEqual(session);
    expect(store.takeSession()).toBeNull();
    expect(store.takeAnswer('/api/a')).toEqual({ n: 1 });
    expect(store.takeAnswer('/api/a')).toBeUndefined();
    expect(store.peekAnswer('/api/a')).toBeUndefined();
    expect(store.takeAnswer('/api/empty')).toBeNull();
    expect(store.takeAnswer('/api/other')).toBeUndefined();
    // The offline copies are every answer, taken ones included, once.
    expect(store.takeOfflineCopies()).toEqual({
      answers: [
        ['/api/a', { n: 1 }],
        ['/api/empty', null],
      ],
      answeredAt,
    });
    expect(store.takeOfflineCopies()).toBeNull();
  });

  it('gives nothing once the page is older than a minute (a tab restored later asks afresh)', () => {
    const store = createPageAnswerStore(json, 0, () => ANSWERS_FRESH_MS);
    expect(store.peekAnswer('/api/a')).toBeUndefined();
    expect(store.takeSession()).toBeNull();
    expect(store.takeAnswer('/api/a')).toBeUndefined();
    expect(store.takeOfflineCopies()).toBeNull();
  });

  it('gives nothing from no element, a broken one, or a session without its token', () => {
    for (const text of [null, '{not json', JSON.stringify({ session: { me: session.me }, answers: {} })]) {
      const store = createPageAnswerStore(text, 0, () => 0);
      expect(store.takeSession()).toBeNull();
      expect(store.takeAnswer('/api/a')).toBeUndefined();
    }
  });
});

describe('the request helper with page answers', () => {
  it('answers a GET from the page once, then asks the network; never a write', async () => {
    const store = createPageAnswerStore(json, 0, () => 0);
    const asked: string[] = [];
    const client = createApiClient({
      fetch: async (input, init = {}) => {
        asked.push(`${init.method ?? 'GET'} ${String(input)}`);
        return new Response(JSON.stringify({ data: { n: 2 } }), { status: 200 });
      },
      isOnline: () => true,
      getToken: () => null,
      takePageAnswer: store.takeAnswer,
    });
    expect(await client.request('/api/a', { method: 'POST', body: {} })).toEqual({ n: 2 });
    expect(await client.request('/api/a')).toEqual({ n: 1 });
    expect(await client.request('/api/a')).toEqual({ n: 2 });
    expect(asked).toEqual(['POST /api/a', 'GET /api/a']);
  });
});
