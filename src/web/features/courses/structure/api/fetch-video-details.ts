import { getJson } from '#web/lib/api.ts';
import type { VideoProvider } from '../video-url.ts';

/** GET /api/oembed: the provider's title and duration of a video (either may be unknown). */
export type VideoDetails = {
  title: string | null;
  durationSeconds: number | null;
  provider: 'youtube' | 'vimeo';
};

export function fetchVideoDetails(
  video: VideoProvider,
  url: string,
  signal?: AbortSignal,
): Promise<VideoDetails> {
  const query = new URLSearchParams({ provider: video.provider, id: video.id, url });
  return getJson<VideoDetails>(`/api/oembed?${query}`, signal);
}
