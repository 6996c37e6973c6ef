import { useEffect, useRef, useState } from 'react';
import { loadScript } from './load-script.ts';
import type { PlayerEvent } from './use-media-progress.ts';

// YouTube through its official iframe API (https://developers.google.com/youtube/iframe_api_reference).
// The API has no time event: the position is polled every second while playing (spec/learner.md §4).

type YTPlayer = {
  getCurrentTime(): number;
  getDuration(): number;
  seekTo(seconds: number, allowSeekAhead: boolean): void;
  destroy(): void;
};
type YTNamespace = {
  Player: new (
    element: HTMLElement,
    options: {
      videoId: string;
      width?: string;
      height?: string;
      playerVars?: Record<string, string | number>;
      events?: {
        onReady?: (event: { target: YTPlayer }) => void;
        onStateChange?: (event: { data: number; target: YTPlayer }) => void;
        onError?: () => void;
      };
    },
  ) => YTPlayer;
  PlayerState: { ENDED: number; PLAYING: number; PAUSED: number };
};
declare global {
  interface Window {
    YT?: YTNamespace;
    onYouTubeIframeAPIReady?: () => void;
  }
}

const API_URL = 'https://www.youtube.com/iframe_api';
let ready: Promise<YTNamespace> | null = null;

function loadYouTubeApi(): Promise<YTNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  ready ??= new Promise<YTNamespace>((resolve, reject) => {
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      if (window.YT) resolve(window.YT);
    };
    loadScript(API_URL).catch((error: unknown) => {
      ready = null;
      reject(error);
    });
  });
  return ready;
}

const POLL_MS = 1000;

export function YouTubePlayer({
  videoId,
  startAt,
  onEvent,
  onLoadError,
}: {
  videoId: string;
  startAt: (duration: number) => number;
  onEvent: (event: PlayerEvent) => void;
  onLoadError: () => void;
}) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [isReady, setIsReady] = useState(false);
  const callbacks = useRef({ startAt, onEvent, onLoadError });
  callbacks.current = { startAt, onEvent, onLoadError };

  useEffect(() => {
    let player: YTPlayer | null = null;
    let poll: number | undefined;
    let isCancelled = false;
    const stopPolling = () => window.clearInterval(poll);
    const position = (target: YTPlayer) => ({
      position: target.getCurrentTime(),
      duration: target.getDuration(),
    });

    loadYouTubeApi()
      .then((YT) => {
        if (isCancelled || !hostRef.current) return;
        // The API replaces this element with its iframe: give it a child it may own.
        const mount = document.createElement('div');
        hostRef.current.append(mount);
        player = new YT.Player(mount, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: { rel: 0, playsinline: 1, modestbranding: 1, origin: window.location.origin },
          events: {
            onReady: ({ target }) => {
              setIsReady(true);
              const start = callbacks.current.startAt(target.getDuration());
              if (start > 0) target.seekTo(start, true);
              callbacks.current.onEvent({ type: 'time', position: start, duration: target.getDuration() });
            },
            onStateChange: ({ data, target }) => {
              if (data === YT.PlayerState.PLAYING) {
                callbacks.current.onEvent({ type: 'play', ...position(target) });
                stopPolling();
                poll = window.setInterval(
                  () => callbacks.current.onEvent({ type: 'time', ...position(target) }),
                  POLL_MS,
                );
              } else if (data === YT.PlayerState.PAUSED) {
                stopPolling();
                callbacks.current.onEvent({ type: 'pause', ...position(target) });
              } else if (data === YT.PlayerState.ENDED) {
                stopPolling();
                callbacks.current.onEvent({ type: 'ended', duration: target.getDuration() });
              }
            },
          },
        });
      })
      .catch(() => {
        if (!isCancelled) callbacks.current.onLoadError();
      });
    return () => {
      isCancelled = true;
      stopPolling();
      player?.destroy();
    };
  }, [videoId]);

  return <div ref={hostRef} data-ready={isReady} className="size-full [&_iframe]:size-full" />;
}
