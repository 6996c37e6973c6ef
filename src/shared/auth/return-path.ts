import { isAuthPage, safeReturnPath } from './role-routing.ts';

// The page someone was on when sent to sign in (`?redirect=`), carried through sign-up, the
// confirmation email and back to the first sign-in. Only a relative path of this site survives:
// an address elsewhere (open redirect), an auth page (a loop) or anything odd is dropped.

/** Longer than any page address of the app; keeps the confirmation link short. */
export const RETURN_PATH_MAX = 512;

/** The return path when it may be carried, null otherwise (the sign-in then lands by role). */
export function carriedReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > RETURN_PATH_MAX) return null;
  if (hasOddCharacter(value)) return null;
  const path = safeReturnPath(value);
  if (!path || path === '/' || isAuthPage(path)) return null;
  return path;
}

/** Control characters and backslashes have no place in our paths (some browsers read "\\" as "/"). */
export function hasOddCharacter(value: string): boolean {
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
