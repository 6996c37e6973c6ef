// Demo mode (spec/cohorts.md §1): a flag in localStorage; toggling it reloads the page. With the flag
// off nothing is ever faked. The request helper tells the server with the header `x-demo-mode: 1`.

export const DEMO_MODE_KEY = 'jang.demoMode';
export const DEMO_MODE_HEADER = 'x-demo-mode';

type FlagStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): FlagStorage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage can throw when disabled (private mode, blocked cookies).
    return null;
  }
}

export function isDemoMode(storage: FlagStorage | null = browserStorage()): boolean {
  const value = storage?.getItem(DEMO_MODE_KEY);
  return value === 'true' || value === '1';
}

export function setDemoMode(isOn: boolean, storage: FlagStorage | null = browserStorage()): void {
  if (isOn) storage?.setItem(DEMO_MODE_KEY, 'true');
  else storage?.removeItem(DEMO_MODE_KEY);
}

/** Flips the flag and reloads, so every screen starts again from the right data source. */
export function switchDemoMode(isOn: boolean): void {
  setDemoMode(isOn);
  window.location.reload();
}
