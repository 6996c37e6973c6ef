// Whether a video lesson's address is YouTube or Vimeo (spec/authoring-and-shell.md §5), and its id
// for GET /api/oembed. Same reading as the player's (features/learning/player/video-source.ts).

export type VideoProvider = { provider: 'youtube' | 'vimeo'; id: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);

function parseUrl(raw: string): URL | null {
  const text = raw.trim();
  if (text === '') return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

export function videoProvider(raw: string): VideoProvider | null {
  const url = parseUrl(raw);
  if (!url) return null;
  const host = url.hostname.toLowerCase().replace(/^www\./, '');
  const segments = url.pathname.split('/').filter(Boolean);
  let youtube: string | null | undefined = null;
  if (host === 'youtu.be') youtube = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') youtube = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) youtube = segments[1];
  }
  if (youtube && YOUTUBE_ID.test(youtube)) return { provider: 'youtube', id: youtube };
  if (VIMEO_HOSTS.has(host)) {
    const numeric = segments.filter((segment) => /^\d+$/.test(segment)).at(-1);
    if (numeric) return { provider: 'vimeo', id: numeric };
  }
  return null;
}

/** The address to store: as typed, with https:// added when pasted without a scheme. */
export function storedVideoUrl(raw: string): string {
  const text = raw.trim();
  return text === '' || /^https?:\/\//i.test(text) ? text : `https://${text}`;
}
