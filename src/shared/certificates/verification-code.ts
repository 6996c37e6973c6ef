// A certificate's verification code as visitors type it (issue 16). Without imports: the route table
// reads it on every page's first download, where zod and the contracts must not come along.

/**
 * A code as typed by a visitor, in the form codes are issued in: capitals, without spaces, dashes
 * or dots (a code read aloud or copied from paper is often split), at most 64 characters.
 */
export function normalizeVerificationCode(typed: string): string {
  return typed
    .normalize('NFKC')
    .replace(/[\s\-_.·]/g, '')
    .toUpperCase()
    .slice(0, 64);
}

/** A code can only be letters and digits once normalised: anything else matches no certificate. */
export const VERIFICATION_CODE_SHAPE = /^[A-Z0-9]{4,64}$/;
