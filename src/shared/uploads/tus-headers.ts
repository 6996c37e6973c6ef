// The request headers of the tus protocol (https://tus.io/protocols/resumable-upload), checked
// before the tus server sees them, so every refusal is a French 400 (decision 150).

export const TUS_VERSION = '1.0.0';

/** A whole number of bytes, as Upload-Length and Upload-Offset carry it (16 digits at most). */
export function parseByteCount(value: string | undefined): number | null {
  if (value === undefined || !/^\d{1,16}$/.test(value)) return null;
  const count = Number(value);
  return Number.isSafeInteger(count) ? count : null;
}

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;
const KEY = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;

/**
 * Upload-Metadata: "key base64value" pairs separated by commas (the value may be absent). Null when
 * malformed: a key of other characters, a key twice, a value that is not base64 of UTF-8 text.
 */
export function parseUploadMetadata(header: string): Record<string, string> | null {
  const metadata: Record<string, string> = {};
  for (const pair of header.split(',')) {
    const parts = pair.trim().split(' ');
    const [key, encoded = '', ...rest] = parts;
    if (!key || !KEY.test(key) || rest.length > 0 || Object.hasOwn(metadata, key)) return null;
    if (!BASE64.test(encoded)) return null;
    try {
      const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
      metadata[key] = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      return null;
    }
  }
  return metadata;
}
