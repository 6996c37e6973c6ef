import { request } from '#web/lib/api.ts';
import { createBeaconTokens } from './beacon-tokens.ts';
import { createMemoryProgressStore, openProgressStore } from './progress-store.ts';
import { createProgressSync, type ProgressSync } from './progress-sync.ts';

// The app's one progress sync, wired to the browser: IndexedDB, the request helper (bearer token,
// refresh on 401, French errors), timers, navigator.onLine and navigator.sendBeacon.

const DEVICE_ID_KEY = 'jang-device-id';

const isOnline = () => typeof navigator === 'undefined' || navigator.onLine !== false;
const now = () => Date.now();
const log = (message: string, detail?: unknown) => console.warn(message, detail);

/** A stable id for this browser (spec §7 `deviceId`, kept in localStorage). */
function deviceId(): string | undefined {
  try {
    let id = localStorage.getItem(DEVICE_ID_KEY);
    if (!id) {
      id = crypto.randomUUID();
      localStorage.setItem(DEVICE_ID_KEY, id);
    }
    return id;
  } catch {
    return undefined;
  }
}

async function openStore() {
  try {
    return await openProgressStore();
  } catch (error) {
    log('progress: IndexedDB unavailable, progress kept in memory for this page', error);
    return createMemoryProgressStore();
  }
}

let instance: ProgressSync | null = null;
let isListening = false;

export function appProgressSync(): ProgressSync {
  instance ??= createProgressSync({
    openStore,
    request,
    beaconTokens: createBeaconTokens({ request, now, isOnline, log }),
    isOnline,
    now,
    setTimer: (run, ms) => setTimeout(run, ms),
    clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
    random: Math.random,
    newId: () => crypto.randomUUID(),
    deviceId,
    sendBeacon: (url, body) => navigator.sendBeacon(url, body),
    log,
  });
  return instance;
}

/** Listens once for the network coming back and for the page being hidden or closed. */
export function startProgressSync(): ProgressSync {
  const sync = appProgressSync();
  if (isListening || typeof window === 'undefined') return sync;
  isListening = true;
  window.addEventListener('online', () => sync.onOnline());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') sync.beacon();
  });
  window.addEventListener('pagehide', () => sync.beacon());
  return sync;
}
