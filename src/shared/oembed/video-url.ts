// Which provider a video address is (spec/learner.md §2 "Lesson renderer by type", authoring-and-shell.md §5):
// YouTube by its 11-character id, Vimeo by its numeric id, anything else is not supported. The
// player picks its embed by it; the editor and GET /api/oembed refuse anything else.

export type VideoSource =
  | { kind: 'youtube'; id: string }
  | { kind: 'vimeo'; id: string }
  | { kind: 'unsupported'; url: string };

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'player.vimeo.com']);

function parseUrl(raw: string): URL | null {
  const text = raw.trim();
  // "youtu.be/…" or "www.youtube.com/…" pasted without a scheme.
  const withScheme = /^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL, host: string): string | null {
  const segments = url.pathname.split('/').filter(Boolean);
  let candidate: string | null | undefined = null;
  if (host === 'youtu.be') candidate = segments[0];
  else if (YOUTUBE_HOSTS.has(host)) {
    if (segments[0] === 'watch') candidate = url.searchParams.get('v');
    else if (['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')) candidate = segments[1];
  }
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : null;
}

function vimeoId(url: URL, host: string): string | null {
  if (!VIMEO_HOSTS.has(host)) return null;
  const segments = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/channels/x/123, player.vimeo.com/video/123: the last numeric segment.
  const numeric = segments.filter((segment) => /^\d+$/.test(segment));
  return numeric.at(-1) ?? null;
}

export function parseVideoSource(raw: string): VideoSource {
  const url = parseUrl(raw);
  if (url) {
    const host = url.hostname.toLowerCase().replace(/^www\./, '');
    const youtube = youtubeId(url, host);
    if (youtube) return { kind: 'youtube', id: youtube };
    const vimeo = vimeoId(url, host);
    if (vimeo) return { kind: 'vimeo', id: vimeo };
  }
  return { kind: 'unsupported', url: raw };
}
