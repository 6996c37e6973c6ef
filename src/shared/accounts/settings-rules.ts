import { PROFILE_STATUSES, ROLES } from '../domain.ts';

// Accounts, part settings (issue 17): the pure rules of the profile and settings pages
// (spec/authoring-and-shell.md §5 "Profile update"). No I/O: shared by the server and the pages.

/** The example the phone message shows: a Senegalese mobile number, country code first. */
export const PHONE_EXAMPLE = '+221771234567';

/** Digits after the '+' a phone number needs at least (country code and number). */
export const PHONE_MIN_DIGITS = 8;

/** ITU E.164 caps a number at 15 digits; a few more are tolerated (extensions), never a novel. */
export const PHONE_MAX_DIGITS = 20;

/** Only digits and the plus sign are kept: '+221 77-123 45 67' → '+221771234567'. */
export function cleanPhone(raw: string): string {
  return raw.replace(/[^\d+]/g, '');
}

/**
 * Whether a CLEANED number is acceptable: '+' then at least PHONE_MIN_DIGITS digits (and no more than
 * PHONE_MAX_DIGITS), nothing else: a second '+' or a '+' elsewhere is refused.
 */
export function isValidCleanPhone(cleaned: string): boolean {
  return new RegExp(`^\\+\\d{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`).test(cleaned);
}

export const GENDERS = ['male', 'female', 'other'] as const;
export type Gender = (typeof GENDERS)[number];

/** The role values the profile accepts: the platform's roles, and 'learner', the spec's word for student. */
export const PROFILE_ROLES = [...ROLES, 'learner'] as const;
export type ProfileRole = (typeof PROFILE_ROLES)[number];

/** 'learner' and 'student' are one role. */
export function sameRole(a: string, b: string): boolean {
  const norm = (role: string) => (role === 'learner' ? 'student' : role);
  return norm(a) === norm(b);
}

export { PROFILE_STATUSES };

/** Interface languages offered today (decision 247): French only; the field exists for what comes. */
export const INTERFACE_LANGUAGES = ['fr'] as const;

/** Largest avatar accepted, in megabytes (before resizing on the server). */
export const MAX_AVATAR_MB = 5;
export const MAX_AVATAR_BYTES = MAX_AVATAR_MB * 1024 * 1024;

/** Longest slug kept from an uploaded file's name (spec §5). */
export const ASSET_SLUG_MAX = 50;

/**
 * An uploaded asset's name as spec §5 writes it: lowercase, accents removed, only a-z, 0-9 and
 * hyphens (anything else becomes one hyphen, none at the ends), at most 50 characters; 'image' when
 * nothing is left. The extension is not part of it.
 */
export function slugifyAssetName(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, ASSET_SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || 'image';
}

/** The file name without its last extension ('Photo Été.JPG' → 'Photo Été'). */
export function withoutExtension(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? '';
  const dot = base.lastIndexOf('.');
  return dot > 0 ? base.slice(0, dot) : base;
}

/**
 * The stored name of an avatar (before the picture widths the server adds): the slug of the original
 * name, then the timestamp, e.g. 'photo-ete-1764240000000'. The extension is the stored format's
 * (webp/avif, decision 246), appended by the picture store.
 */
export function avatarFileBase(originalName: string, timestamp: number): string {
  return `${slugifyAssetName(withoutExtension(originalName))}-${timestamp}`;
}

/** The kinds of picture an avatar may be, recognised by their first bytes (never by name or type). */
export type PictureKind = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

const ascii = (bytes: Uint8Array, from: number, to: number) =>
  String.fromCharCode(...bytes.subarray(from, to));

/** What picture these first bytes start, or null (a PDF, a text, an executable renamed .jpg…). */
export function pictureKindOf(bytes: Uint8Array): PictureKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && ascii(bytes, 1, 4) === 'PNG' && bytes[0] === 0x89) return 'png';
  if (bytes.length >= 6 && /^GIF8[79]a$/.test(ascii(bytes, 0, 6))) return 'gif';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 12)))
    return 'avif';
  return null;
}

/** Password rules of the sign-up form (shared/auth), written beside the field. */
export { PASSWORD_MAX, PASSWORD_MIN } from '../auth/password-rules.ts';

// ——— Login history: a session's device in French words ———

export type ParsedAgent = {
  browser?: string | undefined;
  os?: string | undefined;
  deviceType?: string | undefined;
};

const DEVICE_WORDS: Record<string, string> = {
  mobile: 'téléphone',
  tablet: 'tablette',
  smarttv: 'télévision',
  console: 'console',
  wearable: 'montre',
};

/**
 * A session's device as a person says it: 'Chrome sur Android', 'Safari sur iOS', 'Firefox sur
 * Windows'; the browser or system alone when the other is unknown; 'Appareil inconnu' when neither
 * is (a client without a user agent, an API script).
 */
export function describeDevice(agent: ParsedAgent): string {
  const browser = agent.browser?.trim();
  const system = agent.os?.trim() || (agent.deviceType ? DEVICE_WORDS[agent.deviceType] : undefined);
  if (browser && system) return `${browser} sur ${system}`;
  if (browser) return browser;
  if (system) return `Navigateur sur ${system}`;
  return 'Appareil inconnu';
}
