// Pictures served in several widths (docs/decisions/135). A stored picture address names its
// largest variant, `<base>.<W>x<H>.webp`; the smaller ones are the same base at fixed fractions of
// that width (⅓, ½, ¾), so the address alone gives the browser its `srcset` and the page its
// intrinsic size. The server writes the variants with these same functions, so both sides agree.

/** The widest variant a course picture is stored at: a card or hero at 2× on a phone. */
export const MAX_PICTURE_WIDTH = 960;

/** An avatar is at most 96 CSS px: its widest variant is 2× that. */
export const MAX_AVATAR_WIDTH = 192;

/**
 * The variants, as fractions of the widest one: 960 gives 320, 480, 720 and 960. ¾ rather than ⅔: a
 * card across a 360 px phone at density 2 needs about 656 px, just over 640, which made the browser
 * take the widest file; 720 fits it, and a 22rem course page picture at density 2 (704 px) too.
 */
const FRACTIONS = [1 / 3, 1 / 2, 3 / 4] as const;

/** Below this a smaller variant saves nothing worth a request. */
const MIN_VARIANT_WIDTH = 32;

/** Sizes a picture address can carry (a larger number is not one of ours). */
const MAX_SIDE = 10_000;

/** `<base>.<W>x<H>.webp`; the base has no space, comma, query or fragment (it goes into `srcset`). */
const ADDRESS = /^([^\s,?#]+)\.([1-9]\d{0,4})x([1-9]\d{0,4})\.webp$/;

export type PictureVariant = { url: string; width: number; height: number };

export type PictureSources = {
  /** What `src` holds: a middle variant, or the address itself when it has none. */
  src: string;
  /** `url 320w, url 480w, …`, or undefined for an address outside the naming convention. */
  srcSet: string | undefined;
  /** The widest variant's size (the picture's intrinsic size), when the address gives it. */
  width: number | undefined;
  height: number | undefined;
  /** Every variant, narrowest first; none for an address outside the convention. */
  variants: PictureVariant[];
};

/** The base and widest size named by a picture address, or null when it does not follow the convention. */
export function parsePictureAddress(address: string): { base: string; width: number; height: number } | null {
  const match = ADDRESS.exec(address);
  if (!match) return null;
  const width = Number(match[2]);
  const height = Number(match[3]);
  if (width > MAX_SIDE || height > MAX_SIDE) return null;
  return { base: match[1] as string, width, height };
}

/** The address of one variant. */
export function pictureAddress(base: string, width: number, height: number): string {
  return `${base}.${width}x${height}.webp`;
}

/** The height of a variant `width` wide, keeping the ratio of a `fullWidth` × `fullHeight` picture. */
export function variantHeight(width: number, fullWidth: number, fullHeight: number): number {
  return Math.max(1, Math.round((width * fullHeight) / fullWidth));
}

/** The widths stored for a picture whose widest variant is `fullWidth`, narrowest first. */
export function variantWidths(fullWidth: number): number[] {
  const smaller = FRACTIONS.map((fraction) => Math.round(fullWidth * fraction)).filter(
    (width) => width >= MIN_VARIANT_WIDTH && width < fullWidth,
  );
  return [...new Set([...smaller, fullWidth])];
}

/** Every variant of a picture whose widest one is `fullWidth` × `fullHeight`, narrowest first. */
export function pictureVariants(base: string, fullWidth: number, fullHeight: number): PictureVariant[] {
  return variantWidths(fullWidth).map((width) => {
    const height = variantHeight(width, fullWidth, fullHeight);
    return { url: pictureAddress(base, width, height), width, height };
  });
}

/**
 * What an `<img>` needs for a stored picture address: `src`, `srcSet` and the intrinsic size. An
 * address outside the convention (a picture stored before it, an outside link) is shown as it is.
 */
export function pictureSources(address: string): PictureSources {
  const parsed = parsePictureAddress(address);
  if (!parsed) {
    return {
      src: address,
      srcSet: undefined,
      width: undefined,
      height: undefined,
      variants: [],
    };
  }
  const variants = pictureVariants(parsed.base, parsed.width, parsed.height);
  const middle = variants[Math.max(0, variants.length - 2)] as PictureVariant;
  return {
    src: middle.url,
    srcSet: variants.map((variant) => `${variant.url} ${variant.width}w`).join(', '),
    width: parsed.width,
    height: parsed.height,
    variants,
  };
}

/**
 * The AVIF twin of a picture variant (docs/decisions/187): the same address ending in `.avif`, or null
 * for an address outside the convention. Pages keep naming the WebP file; the server answers with its
 * twin when the browser says it reads AVIF (about a third fewer bytes for the same look).
 */
export function avifTwin(address: string): string | null {
  return parsePictureAddress(address) ? address.replace(/\.webp$/, '.avif') : null;
}

/** Whether an `Accept` header names AVIF (every current phone browser does; q=0 refuses it). */
export function acceptsAvif(accept: string | undefined): boolean {
  if (!accept) return false;
  return accept.split(',').some((part) => {
    const [type, ...parameters] = part.trim().split(';');
    if (type?.trim().toLowerCase() !== 'image/avif') return false;
    const q = parameters.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}
