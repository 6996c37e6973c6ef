// Third-party player APIs (YouTube, Vimeo) are loaded by a script tag only when a video lesson opens,
// so they never weigh on the app's bundles. One tag per address, shared by every caller.

const pending = new Map<string, Promise<void>>();

/** Loads `src` once; rejects on a network error or after `timeoutMs` (slow networks get a clear message). */
export function loadScript(src: string, timeoutMs = 20_000): Promise<void> {
  const existing = pending.get(src);
  if (existing) return existing;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    const timer = window.setTimeout(() => fail(new Error(`timeout: ${src}`)), timeoutMs);
    function fail(error: Error) {
      window.clearTimeout(timer);
      script.remove();
      // A later lesson may try again (the network may be back).
      pending.delete(src);
      reject(error);
    }
    script.onload = () => {
      window.clearTimeout(timer);
      resolve();
    };
    script.onerror = () => fail(new Error(`failed: ${src}`));
    document.head.append(script);
  });
  pending.set(src, promise);
  return promise;
}
