import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseVideoSource } from './video-source.ts';

describe('parseVideoSource', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?feature=share&v=dQw4w9WgXcQ&t=42',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ?t=10',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?rel=0',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'youtu.be/dQw4w9WgXcQ',
    '  https://www.youtube.com/watch?v=dQw4w9WgXcQ  ',
  ])('finds the YouTube id in %s', (url) => {
    expect(parseVideoSource(url)).toEqual({ kind: 'youtube', id: 'dQw4w9WgXcQ' });
  });

  it.each([
    ['https://vimeo.com/76979871', '76979871'],
    ['https://player.vimeo.com/video/76979871?h=abc', '76979871'],
    ['https://vimeo.com/channels/staffpicks/76979871', '76979871'],
    ['vimeo.com/248235236', '248235236'],
  ])('finds the Vimeo id in %s', (url, id) => {
    expect(parseVideoSource(url)).toEqual({ kind: 'vimeo', id });
  });

  it.each([
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ1',
    'https://www.youtube.com/watch?v=dQw4w9WgX!Q',
    'https://youtube.com/channel/UC1234567890',
    'https://evil.example/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://notvimeo.com/76979871',
    'https://cdn.example/video.mp4',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'pas une url',
    '',
  ])('does not support %s', (url) => {
    expect(parseVideoSource(url)).toEqual({ kind: 'unsupported', url });
  });

  it('reads back every well-formed YouTube id and numeric Vimeo id (property)', () => {
    const idChar = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_');
    const youtubeId = fc.array(idChar, { minLength: 11, maxLength: 11 }).map((chars) => chars.join(''));
    fc.assert(
      fc.property(youtubeId, fc.constantFrom('watch', 'short', 'embed'), (id, form) => {
        const url =
          form === 'watch'
            ? `https://www.youtube.com/watch?v=${id}`
            : form === 'short'
              ? `https://youtu.be/${id}`
              : `https://www.youtube.com/embed/${id}`;
        expect(parseVideoSource(url)).toEqual({ kind: 'youtube', id });
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 40 }), (n) => {
        expect(parseVideoSource(`https://vimeo.com/${n}`)).toEqual({ kind: 'vimeo', id: String(n) });
      }),
    );
  });
});
