import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROME_PATH, median, startBrowserTarget, stopBrowserTarget } from './browser-pages.ts';

// Lighthouse 12 on its default mobile profile (a mid-range phone, simulated slow 4G and 4× CPU
// slowdown) for /marketplace, a course page and the course player signed in as a demo learner
// (her session cookie sent as an extra header), each run RUNS times in a fresh Chromium, the median
// of each figure printed beside its target (issue 13, decision 138); the baseline page (React +
// ReactDOM rendering one line, served compressed) measured the same way in the same run.
// Figures go to bench/results/lighthouse.json.

const root = path.resolve(import.meta.dirname, '..');
const RUNS = Number(process.env.LIGHTHOUSE_RUNS) || 3;
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'];

const lighthouseVersion = () =>
  (
    JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

const TARGETS = { performance: 95, lcpMs: 2000, tbtMs: 150, cls: 0.05 };

type Run = {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  runWarnings: string[];
};

async function lighthouseRun(url: string, cookie: string | null): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // The player signed out would be the login page: measured, but not the page asked for.
    const landed = new URL(lhr.finalDisplayedUrl).pathname;
    if (landed !== new URL(url).pathname) throw new Error(`${url} landed on ${landed}`);
    const value = (id: string) => Number(lhr.audits[id]?.numericValue ?? Number.NaN);
    return {
      performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      speedIndexMs: value('speed-index'),
      runWarnings: lhr.runWarnings,
    };
  } finally {
    chrome.kill();
  }
}

/**
 * A run Lighthouse itself could not record (NO_NAVSTART, NO_FCP…: "Please run Lighthouse again",
 * frequent on a loaded machine) is run again, twice at most; its error is kept in the run's warnings.
 */
async function retried(run: () => Promise<Run>): Promise<Run> {
  const errors: string[] = [];
  for (;;) {
    try {
      const result = await run();
      return { ...result, runWarnings: [...errors.map((e) => `retried after: ${e}`), ...result.runWarnings] };
    } catch (error) {
      const message = (error as Error).message;
      if (
        !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT|NO_TRACING_STARTED/.test(message) ||
        errors.length >= 2
      )
        throw error;
      errors.push(message);
    }
  }
}

type Summary = Omit<Run, 'runWarnings'>;

function summarize(runs: Run[]): Summary {
  const of = (key: keyof Summary) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: Number(of('cls').toFixed(3)),
    speedIndexMs: of('speedIndexMs'),
  };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const met = (ok: boolean) => (ok ? 'MET' : 'NOT MET');

function line(name: string, figures: Summary, baseline: Summary) {
  return [
    `lighthouse — ${name} (mobile, median of ${RUNS}): performance ${figures.performance} (target ≥ ${TARGETS.performance}: ${met(figures.performance >= TARGETS.performance)}; baseline ${baseline.performance})`,
    `LCP ${seconds(figures.lcpMs)} (≤ ${seconds(TARGETS.lcpMs)}: ${met(figures.lcpMs <= TARGETS.lcpMs)}; baseline ${seconds(baseline.lcpMs)})`,
    `TBT ${Math.round(figures.tbtMs)} ms (≤ ${TARGETS.tbtMs} ms: ${met(figures.tbtMs <= TARGETS.tbtMs)}; baseline ${Math.round(baseline.tbtMs)} ms)`,
    `CLS ${figures.cls} (≤ ${TARGETS.cls}: ${met(figures.cls <= TARGETS.cls)}; baseline ${baseline.cls})`,
    `FCP ${seconds(figures.fcpMs)}, Speed Index ${seconds(figures.speedIndexMs)} (baseline ${seconds(baseline.fcpMs)}, ${seconds(baseline.speedIndexMs)})`,
  ].join(' | ');
}

export async function lighthouseBench(): Promise<string[]> {
  const target = await startBrowserTarget();
  try {
    const pages = [
      ...target.pages.map((page) => ({
        name: page.name,
        url: target.app.baseUrl + page.path,
        cookie: page.signedIn ? target.cookie : null,
      })),
      { name: 'baseline', url: `${target.baseline.baseUrl}/`, cookie: null },
    ];
    const measured: Array<{ name: string; url: string; runs: Run[]; median: Summary }> = [];
    for (const page of pages) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run++)
        runs.push(await retried(() => lighthouseRun(page.url, page.cookie)));
      measured.push({ name: page.name, url: page.url, runs, median: summarize(runs) });
    }
    const baseline = measured.at(-1)!.median;
    mkdirSync(path.join(root, 'bench/results'), { recursive: true });
    writeFileSync(
      path.join(root, 'bench/results/lighthouse.json'),
      `${JSON.stringify(
        {
          measuredAt: new Date().toISOString(),
          lighthouse: lighthouseVersion(),
          profile: 'mobile, simulated throttling (slow 4G, 4× CPU)',
          runs: RUNS,
          targets: TARGETS,
          signedInAs: target.learner,
          pages: measured.map((page) => ({ ...page, url: new URL(page.url).pathname })),
        },
        null,
        2,
      )}\n`,
    );
    const all = measured.flatMap((page) => page.runs.flatMap((run) => run.runWarnings));
    const retries = all.filter((warning) => warning.startsWith('retried after:')).length;
    const warnings = [
      ...new Set(all.filter((warning) => !warning.startsWith('retried after:'))),
      ...(retries ? [`${retries} run(s) Lighthouse could not record were run again`] : []),
    ];
    return [
      ...measured.slice(0, -1).map((page) => line(page.name, page.median, baseline)),
      `lighthouse — baseline page (React + ReactDOM, one line, served compressed): performance ${baseline.performance}, LCP ${seconds(baseline.lcpMs)}, TBT ${Math.round(baseline.tbtMs)} ms, CLS ${baseline.cls} (runs in bench/results/lighthouse.json${warnings.length ? `; Lighthouse warned: ${warnings.join(' / ')}` : ''})`,
    ];
  } finally {
    await stopBrowserTarget(target);
  }
}
