import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Avatar } from './avatar.tsx';
import { CourseCover } from './course-cover.tsx';

// Pictures in several widths (docs/decisions/135): what the browser gets to choose from, and the
// size that keeps the page still while they load.

const SIZES = '(min-width: 1024px) 248px, calc(100vw - 32px)';

/** The attributes of the one <img> in `html`. */
function imgAttributes(html: string): Record<string, string> {
  const tag = /<img([^>]*)\/?>/.exec(html)?.[1] ?? '';
  return Object.fromEntries(
    [...tag.matchAll(/([a-zA-Z-]+)="([^"]*)"/g)].map((match) => [match[1], match[2]]),
  );
}

describe('CourseCover', () => {
  it('offers every width with the layout sizes, its intrinsic size set, lazy by default', () => {
    const img = imgAttributes(
      renderToStaticMarkup(<CourseCover src="/demo/courses/wolof.960x540.webp" sizes={SIZES} />),
    );
    expect(img).toMatchObject({
      src: '/demo/courses/wolof.720x405.webp',
      srcSet:
        '/demo/courses/wolof.320x180.webp 320w, /demo/courses/wolof.480x270.webp 480w, /demo/courses/wolof.720x405.webp 720w, /demo/courses/wolof.960x540.webp 960w',
      sizes: SIZES,
      width: '960',
      height: '540',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(img).not.toHaveProperty('fetchPriority');
  });

  it('loads the page’s largest picture at once, first', () => {
    const img = imgAttributes(
      renderToStaticMarkup(
        <CourseCover src="/demo/courses/wolof.960x540.webp" sizes={SIZES} load="priority" />,
      ),
    );
    expect(img).toMatchObject({ loading: 'eager', fetchPriority: 'high' });
    expect(img).not.toHaveProperty('decoding');
  });

  it('shows a picture stored before the widths as it is, still at 16:9 so nothing moves', () => {
    const img = imgAttributes(
      renderToStaticMarkup(<CourseCover src="/uploads/photo.jpg" sizes={SIZES} load="eager" />),
    );
    expect(img).toMatchObject({ src: '/uploads/photo.jpg', width: '640', height: '360', loading: 'eager' });
    expect(img).not.toHaveProperty('srcSet');
    expect(img).not.toHaveProperty('sizes');
  });

  it('shows the "Image non disponible" box when there is no picture', () => {
    const html = renderToStaticMarkup(<CourseCover src={null} sizes={SIZES} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('Image non disponible');
    expect(html).toContain('aspect-video');
  });
});

describe('Avatar', () => {
  it('downloads the width its box needs, at its size', () => {
    const img = imgAttributes(
      renderToStaticMarkup(<Avatar src="/demo/avatars/awa.192x192.webp" name="Awa Ba" size={64} />),
    );
    expect(img).toMatchObject({
      srcSet:
        '/demo/avatars/awa.64x64.webp 64w, /demo/avatars/awa.96x96.webp 96w, /demo/avatars/awa.144x144.webp 144w, /demo/avatars/awa.192x192.webp 192w',
      sizes: '64px',
      width: '64',
      height: '64',
      loading: 'lazy',
    });
  });

  it('shows initials without a picture', () => {
    const html = renderToStaticMarkup(<Avatar src={null} name="Awa Ba" size={48} />);
    expect(html).not.toContain('<img');
    expect(html).toContain('AB');
  });
});
