import { useEffect, useRef } from 'react';
import { loadScript } from './load-script.ts';
import type { VideoProviderProps } from './use-media-progress.ts';

// Vimeo through its official player API (https://developer.vimeo.com/player/sdk), which talks to the
// embedded iframe by messages and gives play, pause, timeupdate and ended events.

type VimeoTime = { seconds: number; duration: number };
type VimeoPlayer = {
  on(event: 'play' | 'pause' | 'timeupdate' | 'ended', callback: (data: VimeoTime) => void): void;
  ready(): Promise<void>;
  getDuration(): Promise<number>;
  setCurrentTime(seconds: number): Promise<number>;
  destroy(): Promise<void>;
};
declare global {
  interface Window {
    Vimeo?: { Player: new (element: HTMLElement, options: Record<string, unknown>) => VimeoPlayer };
  }
}

const API_URL = 'https://player.vimeo.com/api/player.js';

export function VimeoPlayer({ videoId, startAt, onEvent, onLoadError }: VideoProviderProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ startAt, onEvent, onLoadError });
  callbacks.current = { startAt, onEvent, onLoadError };

  useEffect(() => {
    let player: VimeoPlayer | null = null;
    let isCancelled = false;
    loadScript(API_URL)
      .then(async () => {
        if (isCancelled || !hostRef.current || !window.Vimeo) return;
        player = new window.Vimeo.Player(hostRef.current, { id: Number(videoId), dnt: true });
        const emit = (type: 'play' | 'pause' | 'time') => (data: VimeoTime) =>
          callbacks.current.onEvent({ type, position: data.seconds, duration: data.duration });
        player.on('play', emit('play'));
        player.on('pause', emit('pause'));
        player.on('timeupdate', emit('time'));
        player.on('ended', (data) => callbacks.current.onEvent({ type: 'ended', duration: data.duration }));
        // The embedded player may never answer (blocked frame, dead network).
        await Promise.race([
          player.ready(),
          new Promise((_, reject) => window.setTimeout(() => reject(new Error('timeout: Vimeo')), 20_000)),
        ]);
        const duration = await player.getDuration();
        const start = callbacks.current.startAt(duration);
        if (start > 0) await player.setCurrentTime(start);
        callbacks.current.onEvent({ type: 'time', position: start, duration });
      })
      .catch(() => {
        if (!isCancelled) callbacks.current.onLoadError();
      });
    return () => {
      isCancelled = true;
      void player?.destroy().catch(() => undefined);
    };
  }, [videoId]);

  return <div ref={hostRef} className="size-full [&_iframe]:size-full" />;
}
