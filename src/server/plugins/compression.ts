import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

// API answers compressed on the fly when the client accepts it and the answer is worth it
// (docs/decisions/123). The web app's files are compressed at build time instead (precompress.ts).

/** Below this many bytes an answer is sent as it is: the saving would not pay for the work. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** Compressible answers (the library's own rule: text, JSON, XML; never event streams). */
const COMPRESSIBLE_TYPE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)/;

/** Adds a request header to Vary once, keeping what a route already put there. */
export function addVary(reply: FastifyReply, header: string) {
  const current = reply.getHeader('vary');
  const values = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  if (values.some((value) => value === '*' || value.toLowerCase() === header.toLowerCase())) return;
  reply.header('vary', [...values, header].join(', '));
}

const ENCODINGS = new Negotiator({ supportedValues: ['br', 'gzip'] });
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Sends a text answer that is not a route's (the library compresses route answers only: the pages
 * drawn on the server are answered by the not-found handler), compressed by the same rules.
 */
export async function sendCompressed(request: FastifyRequest, reply: FastifyReply, body: string) {
  addVary(reply, 'accept-encoding');
  const header = request.headers['accept-encoding'];
  const encoding = typeof header === 'string' ? ENCODINGS.negotiate(header) : null;
  const bytes = Buffer.from(body);
  if (!encoding || bytes.length < COMPRESS_THRESHOLD_BYTES) return reply.send(bytes);
  // Brotli at quality 5 (zlib's default is 11, far too slow per request): on a server-drawn page
  // (about 90 KB of HTML and data) 6 % smaller than 4 for about the same 2 ms (docs/decisions/183).
  const encoded =
    encoding === 'br'
      ? await brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 5,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        })
      : await gzipAsync(bytes);
  return reply.header('content-encoding', encoding).send(encoded);
}

/** Registered before the routes: the library hooks each route as it is added. */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    // Brotli at quality 4 (the library's default) costs about what gzip does and saves more.
    // Request bodies are not decompressed: clients send small JSON, and a compressed body would
    // walk past the body limit's intent.
    globalDecompression: false,
  });
  // Whether an answer is compressed depends on Accept-Encoding, also when this one was not (no
  // header, or below the threshold): a shared cache must not hand it to a client that asked otherwise.
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type === 'string' && COMPRESSIBLE_TYPE.test(type)) addVary(reply, 'accept-encoding');
    return payload;
  });
}
