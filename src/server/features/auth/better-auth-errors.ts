import { APIError } from 'better-auth/api';
import { AppError, type FixedMessageCode } from '#shared/errors.ts';

/**
 * Runs a better-auth call and turns its English errors into our French ones.
 * `map` names the codes this call expects; anything else is a server fault.
 */
export async function callAuth<T>(call: () => Promise<T>, map: Record<string, FixedMessageCode>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof APIError) {
      const code = (error.body as { code?: string } | undefined)?.code ?? '';
      const mapped = map[code] ?? map['*'];
      if (mapped) throw new AppError(mapped);
    }
    throw error;
  }
}

/** Fastify's header object as the Web `Headers` better-auth reads. */
export function toWebHeaders(raw: Record<string, string | string[] | undefined>): Headers {
  const headers = new Headers();
  for (const [name, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      // A value the Fetch API refuses (a character above U+00FF, a NUL) is no browser's: left out
      // rather than failing the request with a 500.
      try {
        headers.append(name, item);
      } catch {}
    }
  }
  return headers;
}

/** The `cookie` header a browser would send back after receiving these Set-Cookie headers. */
export function cookieHeaderFrom(setCookies: string[]): Headers {
  const pairs = setCookies.map((line) => line.split(';', 1)[0]).filter(Boolean);
  return new Headers({ cookie: pairs.join('; ') });
}
