import { describe, expect, it } from 'vitest';
import { ApiError } from './api.ts';
import { isOfflineError } from './offline.ts';
import { shouldRetry } from './query-client.ts';

const apiError = (status: number, code: string) => new ApiError({ status, code, message: code });

describe('isOfflineError', () => {
  it("is the request helper's OFFLINE error, whatever the browser says", () => {
    expect(isOfflineError(apiError(0, 'OFFLINE'), true)).toBe(true);
  });

  it('is a failure without an answer while the browser has no network (a request, a route chunk)', () => {
    expect(isOfflineError(apiError(0, 'NETWORK'), false)).toBe(true);
    expect(isOfflineError(new TypeError('Failed to fetch dynamically imported module'), false)).toBe(true);
  });

  it('is never an answer of the server, nor a network failure while online', () => {
    expect(isOfflineError(apiError(403, 'FORBIDDEN'), false)).toBe(false);
    expect(isOfflineError(apiError(0, 'NETWORK'), true)).toBe(false);
    expect(isOfflineError(new TypeError('x'), true)).toBe(false);
  });
});

describe('shouldRetry', () => {
  it('does not retry offline (the page says so and loads again when the network returns)', () => {
    expect(shouldRetry(0, apiError(0, 'OFFLINE'))).toBe(false);
  });

  it('retries a server failure twice and never a refusal', () => {
    expect(shouldRetry(0, apiError(503, 'HTTP'))).toBe(true);
    expect(shouldRetry(2, apiError(503, 'HTTP'))).toBe(false);
    expect(shouldRetry(0, apiError(404, 'NOT_FOUND'))).toBe(false);
  });
});
