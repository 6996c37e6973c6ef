import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsAvif,
  avifTwin,
  parsePictureAddress,
  pictureSources,
  variantWidths,
} from './picture-sources.ts';

describe('picture sources', () => {
  it('gives a demo course picture its four widths, the 720 one as src', () => {
    const sources = pictureSources('/demo/courses/wolof.960x540.webp');
    expect(sources.variants).toEqual([
      { url: '/demo/courses/wolof.320x180.webp', width: 320, height: 180 },
      { url: '/demo/courses/wolof.480x270.webp', width: 480, height: 270 },
      { url: '/demo/courses/wolof.720x405.webp', width: 720, height: 405 },
      { url: '/demo/courses/wolof.960x540.webp', width: 960, height: 540 },
    ]);
    expect(sources.src).toBe('/demo/courses/wolof.720x405.webp');
    expect(sources.srcSet).toBe(
      '/demo/courses/wolof.320x180.webp 320w, /demo/courses/wolof.480x270.webp 480w, ' +
        '/demo/courses/wolof.720x405.webp 720w, /demo/courses/wolof.960x540.webp 960w',
    );
    expect([sources.width, sources.height]).toEqual([960, 540]);
  });

  it('keeps the ratio of an uploaded picture narrower than the widest size, never upscaled', () => {
    const sources = pictureSources('https://jang.sn/files/public/covers/photo-1732650000.500x375.webp');
    expect(sources.variants.map((variant) => `${variant.width}x${variant.height}`)).toEqual([
      '167x125',
      '250x188',
      '375x281',
      '500x375',
    ]);
    expect(sources.src).toBe('https://jang.sn/files/public/covers/photo-1732650000.375x281.webp');
  });

  it('gives an avatar its small widths, and a tiny picture only itself', () => {
    expect(variantWidths(192)).toEqual([64, 96, 144, 192]);
    expect(variantWidths(40)).toEqual([40]);
    expect(variantWidths(60)).toEqual([45, 60]);
  });

  it('shows an address outside the convention as it is, without srcset or size', () => {
    for (const address of [
      '/demo/courses/wolof.webp',
      '/uploads/choisie.jpg',
      'https://exemple.sn/photo.640x360.webp?v=2',
      '/a b.640x360.webp',
      '/a,b.640x360.webp',
      '/a.0x360.webp',
      '/a.99999x360.webp',
      '/a.640x360.png',
    ]) {
      expect(pictureSources(address)).toEqual({
        src: address,
        srcSet: undefined,
        width: undefined,
        height: undefined,
        variants: [],
      });
    }
  });

  it('every variant is narrower than the widest, keeps its ratio and names itself (property)', () => {
    const base = fc.stringMatching(/^\/[a-z0-9/_-]{1,30}$/);
    fc.assert(
      fc.property(base, fc.integer({ min: 1, max: 4000 }), fc.integer({ min: 1, max: 4000 }), (b, w, h) => {
        const address = `${b}.${w}x${h}.webp`;
        const sources = pictureSources(address);
        expect(sources.width).toBe(w);
        expect(sources.height).toBe(h);
        expect(sources.variants.at(-1)).toEqual({ url: address, width: w, height: h });
        const widths = sources.variants.map((variant) => variant.width);
        expect([...widths].sort((x, y) => x - y)).toEqual(widths);
        expect(new Set(widths).size).toBe(widths.length);
        for (const variant of sources.variants) {
          expect(parsePictureAddress(variant.url)).toEqual({
            base: b,
            width: variant.width,
            height: variant.height,
          });
          // Rounded to the pixel: the height is within one pixel of the exact ratio.
          expect(Math.abs(variant.height - (variant.width * h) / w)).toBeLessThanOrEqual(1);
          expect(sources.srcSet).toContain(`${variant.url} ${variant.width}w`);
        }
        expect(sources.srcSet?.split(', ')).toHaveLength(widths.length);
        expect(sources.variants.map((variant) => variant.url)).toContain(sources.src);
      }),
    );
  });
});

describe('AVIF twins', () => {
  it('names the twin of a variant and of no other address', () => {
    expect(avifTwin('/demo/courses/web.720x405.webp')).toBe('/demo/courses/web.720x405.avif');
    expect(avifTwin('/files/public/a/b.320x180.webp')).toBe('/files/public/a/b.320x180.avif');
    expect(avifTwin('/demo/courses/web.webp')).toBeNull();
    expect(avifTwin('https://example.org/photo.jpg')).toBeNull();
  });

  it("reads the browser's Accept header", () => {
    expect(acceptsAvif('image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8')).toBe(true);
    expect(acceptsAvif('image/webp,*/*')).toBe(false);
    expect(acceptsAvif('image/avif;q=0, image/webp')).toBe(false);
    expect(acceptsAvif('IMAGE/AVIF;q=0.5')).toBe(true);
    expect(acceptsAvif(undefined)).toBe(false);
  });

  it('never takes a twin for a WebP address outside the convention', () => {
    fc.assert(
      fc.property(fc.string(), (address) => {
        const twin = avifTwin(address);
        if (twin !== null) expect(twin).toBe(address.replace(/\.webp$/, '.avif'));
        if (parsePictureAddress(address) === null) expect(twin).toBeNull();
      }),
    );
  });
});
