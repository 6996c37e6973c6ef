import { describe, expect, it } from 'vitest';
import {
  articleBody,
  articleTiming,
  audioUrl,
  documentFile,
  plainText,
  readContent,
  videoUrl,
} from './lesson-content.ts';

describe('readContent', () => {
  it('takes an object or a JSON string of one, and nothing else', () => {
    expect(readContent({ url: 'x' })).toEqual({ url: 'x' });
    expect(readContent('{"url":"x"}')).toEqual({ url: 'x' });
    expect(readContent('pas du json')).toBeNull();
    expect(readContent('[1]')).toBeNull();
    expect(readContent(null)).toBeNull();
    expect(readContent(42)).toBeNull();
  });
});

describe('field readers', () => {
  it('reads url or video_url, ignoring blanks', () => {
    expect(videoUrl({ url: ' https://youtu.be/x ' })).toBe('https://youtu.be/x');
    expect(videoUrl({ url: '', video_url: 'https://vimeo.com/1' })).toBe('https://vimeo.com/1');
    expect(videoUrl({ thumbnail: 'x' })).toBeNull();
    expect(audioUrl({ url: '/demo/audio-demo.wav' })).toBe('/demo/audio-demo.wav');
  });

  it('reads the article from html, content, body or text, and markdown as text', () => {
    expect(articleBody({ text: '<p>a</p>' })).toEqual({ kind: 'html', html: '<p>a</p>' });
    expect(articleBody({ html: '<p>h</p>', text: '<p>t</p>' })).toEqual({ kind: 'html', html: '<p>h</p>' });
    expect(articleBody({ markdown: '# Titre' })).toEqual({ kind: 'text', text: '# Titre' });
    expect(articleBody({ html: '   ' })).toBeNull();
  });

  it('reads a document and tells a PDF by its type or its name', () => {
    expect(documentFile({ url: '/demo/guide-demo.pdf', file_name: 'guide.pdf', size: 1024 })).toEqual({
      url: '/demo/guide-demo.pdf',
      fileName: 'guide.pdf',
      fileType: null,
      fileSize: 1024,
      isPdf: true,
    });
    expect(documentFile({ document_url: 'https://x.sn/f?id=1', fileType: 'application/pdf' })?.isPdf).toBe(
      true,
    );
    expect(documentFile({ url: 'https://x.sn/plan.xlsx', fileName: 'plan.xlsx' })?.isPdf).toBe(false);
    expect(documentFile({ url: 'https://x.sn/a.pdf', file_type: 'application/msword' })?.isPdf).toBe(false);
    expect(documentFile({ fileName: 'a.pdf' })).toBeNull();
  });
});

describe('articleTiming', () => {
  const words = (n: number) => Array.from({ length: n }, (_, i) => `mot${i}`).join(' ');

  it('counts words without the markup: 250 words a minute, rounded up', () => {
    expect(plainText('<p>un <strong>deux</strong></p><script>x y z</script>trois')).toMatch(
      /^\s*un\s+deux\s+trois$/,
    );
    const body = { kind: 'html' as const, html: `<p>${words(250)}</p>` };
    expect(articleTiming({}, body)).toEqual({ minutes: 1, delayMs: 10_000 });
    expect(articleTiming({}, { kind: 'html', html: `<p>${words(251)}</p>` })).toEqual({
      minutes: 2,
      delayMs: 20_000,
    });
  });

  it('shows the banner after max(5 s, 10 s per reading minute)', () => {
    expect(articleTiming({}, { kind: 'text', text: 'court' })).toEqual({ minutes: 1, delayMs: 10_000 });
    expect(articleTiming({ readingTime: 3 }, { kind: 'text', text: 'court' })).toEqual({
      minutes: 3,
      delayMs: 30_000,
    });
    expect(articleTiming({ estimated_duration: '7' }, { kind: 'text', text: 'x' }).delayMs).toBe(70_000);
    // A stated time of half a minute still counts one minute, and the floor of 5 s holds.
    expect(articleTiming({ readingTime: 0.4 }, { kind: 'text', text: 'x' })).toEqual({
      minutes: 1,
      delayMs: 10_000,
    });
    expect(articleTiming({ readingTime: 0 }, { kind: 'text', text: words(600) }).minutes).toBe(3);
  });
});
