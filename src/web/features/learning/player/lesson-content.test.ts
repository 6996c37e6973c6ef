import { describe, expect, it } from 'vitest';
import { audioUrl, documentFile, readContent, videoUrl } from './lesson-content.ts';

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
