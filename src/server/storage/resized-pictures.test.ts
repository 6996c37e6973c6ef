import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '#shared/errors.ts';
import { avifTwin, pictureSources } from '#shared/pictures/picture-sources.ts';
import { createLocalDiskStorage } from './local-disk-storage.ts';
import { deleteResizedPicture, storeResizedPicture } from './resized-pictures.ts';
import type { Storage } from './storage.ts';

// Pictures stored in several WebP widths (docs/decisions/135): real images made by sharp, the stored
// bytes read back and measured.

let dataDir: string;
let storage: Storage;
beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'jang-pictures-'));
  storage = createLocalDiskStorage({
    rootDir: path.join(dataDir, 'uploads'),
    publicBaseUrl: 'https://jang.sn',
  });
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** A photo-like test picture: a gradient, so WebP has something to compress. */
async function picture(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Uint8Array> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="#0f766e"/><stop offset="1" stop-color="#fbbf24"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return new Uint8Array(await (format === 'png' ? image.png() : image.jpeg()).toBuffer());
}

/** The stored object's format and size, read from its bytes. */
async function storedImage(key: string) {
  const opened = await storage.get(key);
  if (!opened) return null;
  const bytes = await buffer(opened.stream);
  const { format, width, height } = await sharp(bytes).metadata();
  return { format, width, height, magic: bytes.toString('ascii', 8, 12), size: bytes.length };
}

const keyOf = (url: string) => url.replace('https://jang.sn/files/', '');

async function filesUnder(folder: string): Promise<string[]> {
  return (await readdir(path.join(dataDir, 'uploads', 'public', folder)).catch(() => [])).sort();
}

describe('storeResizedPicture', () => {
  it('writes a large photo as WebP and AVIF at 320, 480, 720 and 960 px wide, and returns the widest', async () => {
    const stored = await storeResizedPicture(storage, await picture(2400, 1350, 'jpeg'), 'covers/photo-1');
    expect(stored).toEqual({
      address: 'https://jang.sn/files/public/covers/photo-1.960x540.webp',
      width: 960,
      height: 540,
    });
    const sources = pictureSources(stored.address);
    expect(sources.variants.map((variant) => variant.width)).toEqual([320, 480, 720, 960]);
    for (const variant of sources.variants) {
      const image = await storedImage(keyOf(variant.url));
      expect(image).toMatchObject({
        format: 'webp',
        magic: 'WEBP',
        width: variant.width,
        height: variant.height,
      });
      // Its AVIF twin (decision 187): the same picture, smaller.
      const twin = await storedImage(keyOf(avifTwin(variant.url)!));
      expect(twin).toMatchObject({
        format: 'heif',
        magic: 'avif',
        width: variant.width,
        height: variant.height,
      });
    }
    // Small enough for a phone: the widest is far below the photo's own bytes.
    const widest = await storedImage('public/covers/photo-1.960x540.webp');
    expect(widest!.size).toBeLessThan(40 * 1024);
    expect((await storedImage('public/covers/photo-1.960x540.avif'))!.size).toBeLessThan(widest!.size);
    expect(await filesUnder('covers')).toEqual([
      'photo-1.320x180.avif',
      'photo-1.320x180.webp',
      'photo-1.480x270.avif',
      'photo-1.480x270.webp',
      'photo-1.720x405.avif',
      'photo-1.720x405.webp',
      'photo-1.960x540.avif',
      'photo-1.960x540.webp',
    ]);
  });

  it('never enlarges a small picture, keeps its ratio, and accepts a key already under public/', async () => {
    const stored = await storeResizedPicture(storage, await picture(500, 375), 'public/covers/small');
    expect(stored).toEqual({
      address: 'https://jang.sn/files/public/covers/small.500x375.webp',
      width: 500,
      height: 375,
    });
    expect(await storedImage('public/covers/small.167x125.webp')).toMatchObject({ width: 167, height: 125 });
  });

  it('turns a photo upright from its EXIF orientation', async () => {
    // A 300 × 200 JPEG marked "rotate 90°": a phone held upright.
    const sideways = await sharp(await picture(300, 200, 'jpeg'))
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await storeResizedPicture(storage, new Uint8Array(sideways), 'covers/upright');
    expect(stored).toMatchObject({ width: 200, height: 300 });
    expect(await storedImage(keyOf(stored.address))).toMatchObject({ width: 200, height: 300 });
    // Turned, not squeezed: the gradient that ran left (teal) to right (amber) runs top to bottom.
    const opened = await storage.get(keyOf(stored.address));
    const { data } = await sharp(await buffer(opened!.stream))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const red = (x: number, y: number) => data[(y * 200 + x) * 3] as number;
    expect(red(100, 5)).toBeLessThan(60);
    expect(red(100, 295)).toBeGreaterThan(200);
    expect(Math.abs(red(5, 150) - red(195, 150))).toBeLessThan(20);
  });

  it('stores an avatar at most as wide as asked', async () => {
    const stored = await storeResizedPicture(storage, await picture(800, 800), 'avatars/awa', {
      maxWidth: 192,
    });
    expect(stored.address).toBe('https://jang.sn/files/public/avatars/awa.192x192.webp');
    expect((await filesUnder('avatars')).filter((file) => file.endsWith('.webp'))).toEqual([
      'awa.144x144.webp',
      'awa.192x192.webp',
      'awa.64x64.webp',
      'awa.96x96.webp',
    ]);
  });

  it('refuses bytes that are not a picture, in French, and writes nothing', async () => {
    const notPicture = new TextEncoder().encode('%PDF-1.7 pas une image');
    const error = await storeResizedPicture(storage, notPicture, 'covers/faux').catch((caught) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'VALIDATION', status: 400 });
    expect(error.message).toBe('Type de fichier non supporté : cette image ne peut pas être lue.');
    // A PNG cut in the middle: its header reads, its pixels do not.
    const png = await picture(1200, 800);
    await expect(storeResizedPicture(storage, png.slice(0, 200), 'covers/cut')).rejects.toBeInstanceOf(
      AppError,
    );
    expect((await filesUnder('covers')).filter((name) => /^(faux|cut)\./.test(name))).toEqual([]);
  });

  it('refuses a small file that unpacks to more than 50 megapixels, before decoding it', async () => {
    const bomb = await sharp({ create: { width: 8000, height: 6500, channels: 3, background: '#888' } })
      .png()
      .toBuffer();
    expect(bomb.length).toBeLessThan(1024 * 1024);
    await expect(storeResizedPicture(storage, new Uint8Array(bomb), 'covers/bomb')).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    expect((await filesUnder('covers')).filter((name) => name.startsWith('bomb.'))).toEqual([]);
  });

  it('refuses a name that is not a plain storage key', async () => {
    const png = await picture(100, 100);
    for (const name of ['../evil', 'covers/../../x', '', 'a b']) {
      await expect(storeResizedPicture(storage, png, name)).rejects.toThrow("Nom d'image invalide");
    }
  });

  it('stores exactly the variants the web app asks for, whatever the size (property)', async () => {
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1600 }), fc.integer({ min: 1, max: 1600 }), async (w, h) => {
        run += 1;
        const stored = await storeResizedPicture(storage, await picture(w, h), `property/p${run}`);
        const variants = pictureSources(stored.address).variants;
        expect(variants.at(-1)!.width).toBe(Math.min(w, 960));
        expect(await filesUnder('property')).toHaveLength(variants.length * 2);
        for (const variant of variants)
          expect(await storedImage(keyOf(variant.url))).toMatchObject({
            format: 'webp',
            width: variant.width,
            height: variant.height,
          });
        await deleteResizedPicture(storage, stored.address);
        expect(await filesUnder('property')).toEqual([]);
      }),
      { numRuns: 8 },
    );
  });
});

describe('deleteResizedPicture', () => {
  it('removes every width, under the address stored or the same path on another host', async () => {
    const png = await picture(1000, 500);
    const first = await storeResizedPicture(storage, png, 'gone/one');
    await deleteResizedPicture(storage, first.address);
    expect(await filesUnder('gone')).toEqual([]);

    const second = await storeResizedPicture(storage, png, 'gone/two');
    await deleteResizedPicture(storage, second.address.replace('https://jang.sn', 'http://localhost:3000'));
    expect(await filesUnder('gone')).toEqual([]);
    await deleteResizedPicture(storage, second.address); // already gone: not an error
  });

  it('leaves alone an address that is not one of its pictures', async () => {
    const kept = await storeResizedPicture(storage, await picture(640, 360), 'kept/cover');
    for (const address of [
      '/demo/courses/wolof.960x540.webp',
      'https://ailleurs.sn/photo.640x360.webp',
      'https://jang.sn/files/public/kept/cover.webp',
      'https://jang.sn/files/public/kept/../kept/cover.640x360.webp',
      'https://jang.sn/files/exercises/x.640x360.webp',
    ]) {
      await deleteResizedPicture(storage, address);
    }
    expect(await filesUnder('kept')).toHaveLength(8); // four widths, WebP and AVIF
    expect(kept.address).toBe('https://jang.sn/files/public/kept/cover.640x360.webp');
  });
});
