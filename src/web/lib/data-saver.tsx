import { createContext, type ReactElement, type ReactNode, useContext, useSyncExternalStore } from 'react';

// 'Économie de données' (issue 17, decision 311): the learner's switch, remembered on this device so
// that every page knows it without asking the server, or the browser's own Save-Data wish (Chrome's
// Lite mode, a phone's data saver).

const STORAGE_KEY = 'jang.dataSaver';
const CHANGED = 'jang:data-saver';

type SaveDataConnection = { saveData?: boolean };

function readDataSaver(): boolean {
  try {
    if (localStorage.getItem(STORAGE_KEY) === '1') return true;
  } catch {
    // Storage refused (private mode): the browser's wish alone decides.
  }
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  return connection?.saveData === true;
}

/** Keeps the learner's switch on this device (called whenever the preferences are read or saved). */
export function rememberDataSaver(isOn: boolean): void {
  try {
    if (isOn) localStorage.setItem(STORAGE_KEY, '1');
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** What the server drew the page with: off on a public page, the learner's switch in their area. */
const DrawnDataSaverContext = createContext(false);

/** Around the learner's pages: the switch as their preferences say, which the server drew with (decision 315). */
export function DrawnDataSaver({ isOn, children }: { isOn: boolean; children: ReactNode }): ReactElement {
  return <DrawnDataSaverContext value={isOn}>{children}</DrawnDataSaverContext>;
}

/**
 * True when pages should spend less data. A page drawn on the server starts as it was drawn (a
 * public page without it: the server cannot know; the player with the learner's switch) and follows
 * this device right after hydration.
 */
export function useDataSaver(): boolean {
  const drawn = useContext(DrawnDataSaverContext);
  return useSyncExternalStore(subscribe, readDataSaver, () => drawn);
}
