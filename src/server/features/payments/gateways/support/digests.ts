import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

// Digests the gateways sign with, and the one comparison allowed on them: constant time on
// equal-length buffers, so a forger learns nothing from how long a refusal takes.

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

export function sha512Hex(text: string): string {
  return createHash('sha512').update(text, 'utf8').digest('hex');
}

export function hmacSha256Hex(key: string, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('hex');
}

const HEX = /^[0-9a-f]+$/;

/** Whether `received` (hex, any case) is the digest `expectedHex`. */
export function hexDigestEquals(received: string, expectedHex: string): boolean {
  const candidate = received.toLowerCase();
  // A digest's length is public: refusing a wrong length early reveals nothing secret.
  if (candidate.length !== expectedHex.length || !HEX.test(candidate)) return false;
  return timingSafeEqual(Buffer.from(candidate, 'hex'), Buffer.from(expectedHex, 'hex'));
}
