import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatLearners,
  formatPercent,
  formatScore,
  formatTimeSpent,
  formatTotalDuration,
} from './learning-format.ts';

describe('learning screens formatting', () => {
  it('writes the total duration as "Xh Ymin", or "Non définie"', () => {
    expect(formatTotalDuration(0)).toBe('Non définie');
    expect(formatTotalDuration(196)).toBe('3h 16min');
    expect(formatTotalDuration(45)).toBe('0h 45min');
    expect(formatTotalDuration(120)).toBe('2h 0min');
    expect(formatTotalDuration(-5)).toBe('Non définie');
  });

  it('writes the time spent in minutes, then hours', () => {
    expect(formatTimeSpent(0)).toBe('0 min');
    expect(formatTimeSpent(36)).toBe('36 min');
    expect(formatTimeSpent(65)).toBe('1h 05min');
    expect(formatTimeSpent(180)).toBe('3h 00min');
  });

  it('writes percents clamped and rounded, and "—" for no score', () => {
    expect(formatPercent(35)).toBe('35\u00a0%');
    expect(formatPercent(33.6)).toBe('34\u00a0%');
    expect(formatScore(null)).toBe('—');
    expect(formatScore(87)).toBe('87\u00a0%');
  });

  it('writes dates in French, or "Date non disponible"', () => {
    expect(formatDate('2026-01-12')).toBe('12 janvier 2026');
    expect(formatDate('2027-05-19T12:00:00.000Z')).toBe('19 mai 2027');
    expect(formatDate(null)).toBe('Date non disponible');
    expect(formatDate('pas une date')).toBe('Date non disponible');
  });

  it('counts learners in French', () => {
    expect(formatLearners(0)).toBe('0 apprenant inscrit');
    expect(formatLearners(1)).toBe('1 apprenant inscrit');
    expect(formatLearners(1200)).toBe('1\u202f200 apprenants inscrits');
  });
});
