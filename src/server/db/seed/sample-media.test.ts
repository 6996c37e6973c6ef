import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEMO_AUDIO_BYTES, DEMO_AUDIO_SECONDS, DEMO_PDF_BYTES } from './courses/builders.ts';
import { SAMPLE_COURSES } from './courses/index.ts';

// The demo lessons say how long their media last and how large they are: the files of
// scripts/generate-demo-media.mjs must agree (issue 10: an audio labelled '45 min' lasted 16 s).

const demoFile = (name: string) => path.resolve(import.meta.dirname, '../../../web/public/demo', name);
const lessonsOf = (type: string) =>
  SAMPLE_COURSES.flatMap((c) => c.sections.flatMap((s) => s.lessons)).filter((l) => l.type === type);

describe('demo media', () => {
  it('gives every audio lesson the real length and size of the demo recording', () => {
    const wav = readFileSync(demoFile('audio-demo.wav'));
    const bytesPerSecond = wav.readUInt32LE(28);
    const dataBytes = wav.readUInt32LE(40);
    expect(dataBytes / bytesPerSecond).toBe(DEMO_AUDIO_SECONDS);
    expect(wav.length).toBe(DEMO_AUDIO_BYTES);
    const audio = lessonsOf('audio');
    expect(audio.length).toBeGreaterThan(0);
    for (const lesson of audio) {
      expect(lesson.content).toMatchObject({ duration: DEMO_AUDIO_SECONDS, size: DEMO_AUDIO_BYTES });
      expect(lesson.durationMinutes).toBe(1);
    }
  });

  it('gives every document lesson the size of the demo PDF', () => {
    expect(statSync(demoFile('guide-demo.pdf')).size).toBe(DEMO_PDF_BYTES);
    for (const lesson of lessonsOf('document')) {
      expect(lesson.content).toMatchObject({ size: DEMO_PDF_BYTES });
      expect(lesson.durationMinutes).toBe(1);
    }
  });
});
