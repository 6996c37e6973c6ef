import { parseVideoSource } from '#shared/oembed/video-url.ts';

// Whether a video lesson's address is YouTube or Vimeo (spec/authoring-and-shell.md §5), and its id
// for GET /api/oembed: the player's and the server's reading (#shared/oembed/video-url.ts).

export type VideoProvider = { provider: 'youtube' | 'vimeo'; id: string };

export function videoProvider(raw: string): VideoProvider | null {
  if (raw.trim() === '') return null;
  const source = parseVideoSource(raw);
  return source.kind === 'unsupported' ? null : { provider: source.kind, id: source.id };
}

/** The address to store: as typed, with https:// added when pasted without a scheme. */
export function storedVideoUrl(raw: string): string {
  const text = raw.trim();
  return text === '' || /^https?:\/\//i.test(text) ? text : `https://${text}`;
}
