// Registers the offline app shell (src/web/sw.ts, built into /sw.js by the production build only).
// The student area asks for it: a visitor of the marketplace never downloads the worker's precache,
// a learner gets it once the page they opened has finished loading (docs/decisions/040).

let isRequested = false;

export function registerServiceWorker(): void {
  if (isRequested || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  isRequested = true;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      console.warn('service worker: not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
