import { useSyncExternalStore } from 'react';

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

/**
 * True when pages should spend less data. Server-rendered pages start without it (the server cannot
 * know) and switch right after hydration.
 */
export function useDataSaver(): boolean {
  return useSyncExternalStore(subscribe, readDataSaver, () => false);
}
