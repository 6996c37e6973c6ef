import { describe, expect, it } from 'vitest';
import { storedVideoUrl, videoProvider } from './video-url.ts';

describe('videoProvider', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['youtu.be/dQw4w9WgXcQ', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://youtube.com/shorts/dQw4w9WgXcQ?feature=share', { provider: 'youtube', id: 'dQw4w9WgXcQ' }],
    ['https://vimeo.com/76979871', { provider: 'vimeo', id: '76979871' }],
    ['https://player.vimeo.com/video/76979871', { provider: 'vimeo', id: '76979871' }],
  ])('recognises %s', (url, expected) => {
    expect(videoProvider(url)).toEqual(expected);
  });

  it.each([
    '',
    'https://dailymotion.com/video/x7',
    'https://youtube.com/watch?v=court',
    'javascript:alert(1)',
    'vimeo.com/channels/x',
  ])('refuses %j', (url) => {
    expect(videoProvider(url)).toBeNull();
  });

  it('stores an address pasted without its scheme with https://', () => {
    expect(storedVideoUrl(' youtu.be/dQw4w9WgXcQ ')).toBe('https://youtu.be/dQw4w9WgXcQ');
    expect(storedVideoUrl('http://vimeo.com/1')).toBe('http://vimeo.com/1');
    expect(storedVideoUrl('')).toBe('');
  });
});
