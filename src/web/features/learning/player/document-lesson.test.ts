import { describe, expect, it } from 'vitest';
import { fileSizeText, waitText } from './document-lesson.tsx';

describe('document texts', () => {
  it('says how long to wait in seconds, then minutes', () => {
    expect(waitText(10)).toBe('10 s');
    expect(waitText(60)).toBe('1 min');
    expect(waitText(90)).toBe('1 min 30 s');
  });

  it('gives a small file in Ko rather than 0,0 Mo', () => {
    expect(fileSizeText(1113)).toBe('1 Ko');
    expect(fileSizeText(300)).toBe('1 Ko');
    expect(fileSizeText(1.5 * 1024 * 1024)).toBe('1,5 Mo');
  });
});
