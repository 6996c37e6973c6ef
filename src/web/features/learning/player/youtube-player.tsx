import { useEffect, useRef, useState } from 'react';
import { loadScript } from './load-script.ts';
import type { VideoProviderProps } from './use-media-progress.ts';

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
/** How long the API and then the player may take before the learner is told it cannot load. */
const LOAD_TIMEOUT_MS = 20_000;
let ready: Promise<YTNamespace> | null = null;

function loadYouTubeApi(): Promise<YTNamespace> {
  if (window.YT?.Player) return Promise.resolve(window.YT);
  ready ??= new Promise<YTNamespace>((resolve, reject) => {
    // The script loads a second one before calling back: either may never arrive.
    const timer = window.setTimeout(() => fail(new Error('timeout: YouTube')), LOAD_TIMEOUT_MS);
    function fail(error: unknown) {
      window.clearTimeout(timer);
      ready = null;
      reject(error);
    }
    const previous = window.onYouTubeIframeAPIReady;
    window.onYouTubeIframeAPIReady = () => {
      previous?.();
      window.clearTimeout(timer);
      if (window.YT) resolve(window.YT);
    };
    loadScript(API_URL).catch(fail);
  });
  return ready;
}

const POLL_MS = 1000;

export function YouTubePlayer({ videoId, startAt, onEvent, onLoadError }: VideoProviderProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const [isReady, setIsReady] = useState(false);
  const callbacks = useRef({ startAt, onEvent, onLoadError });
  callbacks.current = { startAt, onEvent, onLoadError };

  useEffect(() => {
    let player: YTPlayer | null = null;
    let poll: number | undefined;
    let isCancelled = false;
    let readyTimer: number | undefined;
    const stopPolling = () => window.clearInterval(poll);
    const failed = () => {
      window.clearTimeout(readyTimer);
      if (!isCancelled) callbacks.current.onLoadError();
    };
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
        // The embedded player itself may never answer (blocked frame, dead network).
        readyTimer = window.setTimeout(failed, LOAD_TIMEOUT_MS);
        player = new YT.Player(mount, {
          videoId,
          width: '100%',
          height: '100%',
          playerVars: { rel: 0, playsinline: 1, modestbranding: 1, origin: window.location.origin },
          events: {
            onReady: ({ target }) => {
              window.clearTimeout(readyTimer);
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
            // The video cannot be played here (removed, private, embedding refused, HTML5 error).
            onError: () => {
              stopPolling();
              failed();
            },
          },
        });
      })
      .catch(failed);
    return () => {
      isCancelled = true;
      window.clearTimeout(readyTimer);
      stopPolling();
      player?.destroy();
    };
  }, [videoId]);

  return <div ref={hostRef} data-ready={isReady} className="size-full [&_iframe]:size-full" />;
}
