import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE } from './support/browser.ts';

// Issue 13, "light images" (docs/decisions/135): the marketplace's pictures come in the width the card
// shows at the screen's density, as WebP; the first card's picture is fetched at once and first, the
// others only when scrolled near; and no picture moves the page as it arrives.

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser.close());

/** A phone at its usual density, and a laptop. */
const CASES = [
  { name: '360', viewport: PHONE, density: 2 },
  { name: '1280', viewport: DESKTOP, density: 1 },
] as const;

const WIDEST = 960;

type Downloaded = { path: string; width: number; type: string | undefined; magic: string };

/**
 * Records the demo pictures the page downloads (address, width from the name, type, the bytes' format
 * tag: 'avif' in an AVIF file's ftyp box, 'WEBP' in a WebP's RIFF header; Chromium reads AVIF, so the
 * server sends the AVIF twin of each WebP address, decision 187) and holds every one until `release()`: the page is laid out before any picture arrives.
 */
async function holdPictures(page: Page) {
  const downloaded: Downloaded[] = [];
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/demo\/(courses|avatars)\//, async (route) => {
    await released;
    const response = await route.fetch();
    const body = await response.body();
    const path = new URL(route.request().url()).pathname;
    downloaded.push({
      path,
      width: Number(/\.(\d+)x\d+\.webp$/.exec(path)?.[1]),
      type: response.headers()['content-type'],
      magic: body.toString('ascii', 8, 12),
    });
    await route.fulfill({ response, body });
  });
  return { downloaded, release };
}

/** Sums the page's layout shifts (CLS entries not caused by input) since `window.__shiftsFrom`. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const state = window as unknown as { __shifts: { value: number; time: number }[]; __shiftsFrom: number };
    state.__shifts = [];
    state.__shiftsFrom = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.__shifts.push({ value: entry.value, time: entry.startTime });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return {
    /** From now on. */
    start: () =>
      page.evaluate(() => {
        (window as unknown as { __shiftsFrom: number }).__shiftsFrom = performance.now();
      }),
    total: () =>
      page.evaluate(() => {
        const state = window as unknown as {
          __shifts: { value: number; time: number }[];
          __shiftsFrom: number;
        };
        return state.__shifts
          .filter((shift) => shift.time >= state.__shiftsFrom)
          .reduce((sum, s) => sum + s.value, 0);
      }),
  };
}

/** Scrolls down a screen at a time to the bottom, so every lazy picture is asked for. */
async function scrollThrough(page: Page) {
  for (;;) {
    const isAtBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(100);
    if (isAtBottom) return;
  }
}

const cardImages = (page: Page) => page.locator('main article img');

for (const { name, viewport, density } of CASES) {
  it(`marketplace at ${name} px (×${density}): each card downloads the WebP width it shows, lazily, without a shift`, async () => {
    const page = await newPage(browser, viewport, { deviceScaleFactor: density });
    const pictures = await holdPictures(page);
    const shifts = await watchLayoutShifts(page);
    // The page comes drawn from the server, pictures included: "load" would wait for the held ones.
    await page.goto('/marketplace', { waitUntil: 'domcontentloaded' });
    await page.getByText('12 formation(s) trouvée(s)').waitFor();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await shifts.start();

    // Before any picture arrives: every card already holds a 16:9 box of its final size.
    const images = cardImages(page);
    expect(await images.count()).toBe(12);
    const boxes = await images.evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        hasSizes: Boolean(img.sizes) && img.srcset.split(', ').length === 4,
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
        ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
        isLoaded: img.complete && img.naturalWidth > 0,
      })),
    );
    for (const [index, box] of boxes.entries()) {
      expect(box).toMatchObject({ width: '960', height: '540', hasSizes: true, isLoaded: false });
      expect(box.ratio).toBeCloseTo(16 / 9, 1);
      // The first card's picture is the page's largest: eager and first; the others wait to be near.
      expect([box.loading, box.priority]).toEqual(index === 0 ? ['eager', 'high'] : ['lazy', null]);
    }

    pictures.release();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main article img');
      return img?.complete && img.naturalWidth > 0;
    });
    const first = await images.first().evaluate((img: HTMLImageElement) => ({
      current: new URL(img.currentSrc).pathname,
      shown: img.getBoundingClientRect().width,
    }));
    const needed = first.shown * density;
    const firstDownload = pictures.downloaded.find((picture) => picture.path === first.current);
    expect(firstDownload).toMatchObject({ type: 'image/avif', magic: 'avif' });
    // Close to what the card shows on this screen: sharp enough, and not the widest file.
    expect(firstDownload!.width).toBeGreaterThanOrEqual(needed * 0.8);
    expect(firstDownload!.width).toBeLessThanOrEqual(needed * 1.6);
    expect(firstDownload!.width).toBeLessThan(WIDEST);

    if (name === '360') {
      // On a phone the last cards are screens away: not downloaded until scrolled near.
      await page.waitForTimeout(500);
      const early = pictures.downloaded.filter((picture) => picture.path.startsWith('/demo/courses/'));
      expect(early.length).toBeLessThan(12);
    }
    await scrollThrough(page);
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('main article img')].every(
        (img) => img.complete && img.naturalWidth > 0,
      ),
    );
    const courses = pictures.downloaded.filter((picture) => picture.path.startsWith('/demo/courses/'));
    // One file per card, each a WebP of the card's width; none downloaded twice in two widths.
    expect(courses).toHaveLength(12);
    expect(new Set(courses.map((picture) => picture.path.replace(/\.\d+x\d+\.webp$/, ''))).size).toBe(12);
    for (const picture of courses)
      expect(picture).toMatchObject({ type: 'image/avif', magic: 'avif', width: firstDownload!.width });
    expect(await shifts.total()).toBeLessThan(0.01);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.waitForTimeout(200);
    await page.screenshot({ path: `docs/screenshots/marketplace-pictures-${name}.png` });
  });

  it(`course page at ${name} px (×${density}): the hero first and eager, the instructor's avatar at its size`, async () => {
    const page = await newPage(browser, viewport, { deviceScaleFactor: density });
    const pictures = await holdPictures(page);
    pictures.release();
    await page.goto('/marketplace');
    await page.locator('main article h3 a').first().click();
    await page.waitForURL(/\/marketplace\/[0-9a-f-]{36}$/);
    const hero = page.locator('main aside img').first();
    await hero.waitFor();
    expect([await hero.getAttribute('loading'), await hero.getAttribute('fetchpriority')]).toEqual([
      'eager',
      'high',
    ]);
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main aside img');
      return img?.complete && img.naturalWidth > 0;
    });
    const shownHero = await hero.evaluate((img: HTMLImageElement) => ({
      width: Number(/\.(\d+)x\d+\.webp$/.exec(img.currentSrc)?.[1]),
      shown: img.getBoundingClientRect().width * window.devicePixelRatio,
    }));
    expect(shownHero.width).toBeGreaterThanOrEqual(shownHero.shown * 0.8);
    expect(shownHero.width).toBeLessThanOrEqual(Math.max(shownHero.shown * 1.6, 320));

    const avatar = page.locator('#instructor-title + div img');
    await avatar.scrollIntoViewIfNeeded();
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('#instructor-title + div img');
      return img?.complete && img.naturalWidth > 0;
    });
    const avatarPath = await avatar.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).pathname);
    const avatarDownload = pictures.downloaded.find((picture) => picture.path === avatarPath);
    // 64 CSS px: the 64 px file on a laptop, the 144 px one (the first at least 128) at twice the density.
    expect(avatarDownload).toMatchObject({
      type: 'image/avif',
      magic: 'avif',
      width: density === 1 ? 64 : 144,
    });
    await page.screenshot({ path: `docs/screenshots/course-page-pictures-${name}.png` });
  });
}
