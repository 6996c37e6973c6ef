// Plain, readable cookies (org_id, org_name) for the organisation context. The session credential
// itself is an httpOnly cookie the server sets; the browser never touches it.

type CookieJar = { cookie: string };

function jar(): CookieJar | null {
  return typeof document === 'undefined' ? null : document;
}

function isSecurePage(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function setCookie(name: string, value: string, target: CookieJar | null = jar()): void {
  if (!target) return;
  const secure = isSecurePage() ? '; Secure' : '';
  target.cookie = `${name}=${encodeURIComponent(value)}; path=/; SameSite=Lax${secure}`;
}

/** Removes a cookie by giving it an expiry in the past. */
export function clearCookie(name: string, target: CookieJar | null = jar()): void {
  if (!target) return;
  target.cookie = `${name}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; max-age=0; SameSite=Lax`;
}
