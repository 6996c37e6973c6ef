import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { type BrowserContext, chromium } from 'playwright-core';
import { DEMO_PASSWORD } from '../src/server/db/seed/demo-accounts.ts';
import { CHROME_PATH, startBrowserTarget, stopBrowserTarget } from './browser-pages.ts';

// The bytes a phone really transfers on a first visit: a fresh Chromium context with a phone's
// screen opens the page and every request is counted until the network has been quiet for
// QUIET_MS, with the size Chromium reports for it (CDP Network.loadingFinished encodedDataLength:
// headers and body as received, compressed as sent). For /marketplace, a course page and the player
// (signed in as a demo learner), beside the baseline page (decision 138). The per-file lists go to
// bench/results/first-visit.json. The service worker's own downloads (its precache, fetched after
// load in the student area) are not the page's requests: the bundle bench reports them.

const root = path.resolve(import.meta.dirname, '..');
/** The issue's budget for a first visit to /marketplace, all requests included. */
const TARGET_BYTES = 170 * 1024;
const QUIET_MS = 2000;
const LONGEST_MS = 60_000;

type File = {
  url: string;
  type: string;
  status: number;
  encoding: string;
  bytes: number;
  /** The body once decoded (what it would have cost uncompressed). */
  decodedBytes: number;
  fromCache: boolean;
};

async function firstVisit(context: BrowserContext, url: string) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const pending = new Map<string, File>();
  const files: File[] = [];
  let inFlight = 0;
  let lastActivity = Date.now();
  cdp.on('Network.requestWillBeSent', (event) => {
    // A redirect ends the previous hop under the same id: counted with its headers.
    const previous = pending.get(event.requestId);
    if (previous && event.redirectResponse) {
      files.push({
        ...previous,
        status: event.redirectResponse.status,
        bytes: event.redirectResponse.encodedDataLength,
      });
      inFlight--;
    }
    pending.set(event.requestId, {
      url: event.request.url,
      type: event.type ?? 'Other',
      status: 0,
      encoding: 'none',
      bytes: 0,
      decodedBytes: 0,
      fromCache: false,
    });
    inFlight++;
    lastActivity = Date.now();
  });
  cdp.on('Network.responseReceived', (event) => {
    const file = pending.get(event.requestId);
    if (!file) return;
    const headers = Object.fromEntries(
      Object.entries(event.response.headers).map(([name, value]) => [name.toLowerCase(), value]),
    );
    file.status = event.response.status;
    file.encoding = headers['content-encoding'] ?? 'none';
    file.fromCache = Boolean(event.response.fromDiskCache || event.response.fromServiceWorker);
    lastActivity = Date.now();
  });
  cdp.on('Network.dataReceived', (event) => {
    const file = pending.get(event.requestId);
    if (file) file.decodedBytes += event.dataLength;
    lastActivity = Date.now();
  });
  const settle = (requestId: string, bytes: number) => {
    const file = pending.get(requestId);
    if (!file) return;
    pending.delete(requestId);
    files.push({ ...file, bytes });
    inFlight--;
    lastActivity = Date.now();
  };
  cdp.on('Network.loadingFinished', (event) => settle(event.requestId, event.encodedDataLength));
  cdp.on('Network.loadingFailed', (event) => settle(event.requestId, 0));
  await cdp.send('Network.enable');
  const started = Date.now();
  await page.goto(url, { waitUntil: 'load' });
  while (Date.now() - started < LONGEST_MS && (inFlight > 0 || Date.now() - lastActivity < QUIET_MS)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const landed = new URL(page.url()).pathname;
  await page.close();
  if (landed !== new URL(url).pathname) throw new Error(`${url} landed on ${landed}`);
  const origin = new URL(url).origin;
  return files.map((file) => ({
    ...file,
    url: file.url.startsWith(origin) ? file.url.slice(origin.length) : file.url,
  }));
}

const ALREADY_COMPRESSED = new Set(['Image', 'Media', 'Font']);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function summary(files: File[]) {
  const sum = (list: File[], key: 'bytes' | 'decodedBytes' = 'bytes') =>
    list.reduce((total, file) => total + file[key], 0);
  const byType = new Map<string, number>();
  for (const file of files) byType.set(file.type, (byType.get(file.type) ?? 0) + file.bytes);
  return {
    requests: files.length,
    bytes: sum(files),
    decodedBytes: sum(files, 'decodedBytes'),
    byType: Object.fromEntries([...byType].sort((a, b) => b[1] - a[1])),
    encodings: [...new Set(files.filter((f) => f.encoding !== 'none').map((f) => f.encoding))],
    /** Text over 1 KB sent as it is (images, fonts and media are compressed formats already). */
    uncompressed: files
      .filter((f) => f.encoding === 'none' && f.decodedBytes > 1024 && !ALREADY_COMPRESSED.has(f.type))
      .map((f) => f.url),
  };
}

export async function firstVisitBench(): Promise<string[]> {
  const target = await startBrowserTarget();
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const pages = [
      ...target.pages.map((page) => ({ ...page, origin: target.app.baseUrl })),
      { name: 'baseline', path: '/', signedIn: false, origin: target.baseline.baseUrl },
    ];
    const measured = [];
    for (const page of pages) {
      // A phone that has never been here: a fresh context (empty cache, no service worker yet).
      const context = await browser.newContext({
        baseURL: page.origin,
        viewport: { width: 360, height: 740 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
        locale: 'fr-FR',
      });
      try {
        if (page.signedIn) {
          const response = await context.request.post('/api/auth/sign-in', {
            data: { email: target.learner, password: DEMO_PASSWORD },
          });
          if (!response.ok()) throw new Error(`sign-in of ${target.learner}: ${response.status()}`);
        }
        const files = await firstVisit(context, page.origin + page.path);
        files.sort((a, b) => b.bytes - a.bytes);
        measured.push({ name: page.name, path: page.path, ...summary(files), files });
      } finally {
        await context.close();
      }
    }
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/first-visit.json'),
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          chromium: browser.version(),
          how: `fresh context, phone screen 360×740, every request until the network is quiet for ${QUIET_MS} ms; bytes = CDP encodedDataLength (headers + body as received)`,
          targetBytes: TARGET_BYTES,
          signedInAs: target.learner,
          pages: measured,
        },
        null,
        2,
      )}\n`,
    );
    const baseline = measured.at(-1)!;
    return [
      ...measured.slice(0, -1).map((page) => {
        const types = Object.entries(page.byType)
          .map(([type, bytes]) => `${type} ${kb(bytes)}`)
          .join(', ');
        return `first visit — ${page.name}: ${kb(page.bytes)} transferred in ${page.requests} requests (${kb(page.decodedBytes)} decoded; ${types}; encodings: ${page.encodings.join(', ') || 'none'}${page.uncompressed.length ? `; sent uncompressed: ${page.uncompressed.join(', ')}` : ''}) | target ≤ ${kb(TARGET_BYTES)}: ${page.bytes <= TARGET_BYTES ? 'MET' : 'NOT MET'} | baseline page: ${kb(baseline.bytes)} in ${baseline.requests} requests`;
      }),
      `first visit — per-file lists in bench/results/first-visit.json (Chromium ${browser.version()})`,
    ];
  } finally {
    await browser.close();
    await stopBrowserTarget(target);
  }
}
