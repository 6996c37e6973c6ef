import { describe, expect, it } from 'vitest';
import { withLocalProgress } from './local-progress.ts';

const server = { percentage: 20, watchedDuration: 30, isCompleted: false, lastPosition: 30 };

describe('withLocalProgress', () => {
  it('is the server progress when this device has no report', () => {
    expect(withLocalProgress(server, undefined)).toEqual(server);
  });

  it('resumes from this device when it listened further (a cached answer, reloaded offline)', () => {
    const local = { currentTime: 52, watchedDuration: 50, percentage: 35, isCompleted: false };
    expect(withLocalProgress(server, local)).toEqual({
      percentage: 35,
      watchedDuration: 50,
      isCompleted: false,
      lastPosition: 52,
    });
  });

  it('keeps the server position when another device went further, and never goes back', () => {
    const local = { currentTime: 10, watchedDuration: 10, percentage: 40, isCompleted: true };
    expect(withLocalProgress(server, local)).toEqual({
      percentage: 40,
      watchedDuration: 30,
      isCompleted: true,
      lastPosition: 30,
    });
  });
});
