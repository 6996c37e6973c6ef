import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import {
  clockTime,
  cohortDates,
  fileSize,
  loadErrorMessage,
  participantStatusLabel,
  practicalState,
  sessionWhen,
} from './cohort-space-view.ts';

describe('the cohort page words', () => {
  it('writes the dates in French', () => {
    expect(cohortDates({ startDate: '2026-11-02T08:00:00.000Z', endDate: '2026-11-30T08:00:00.000Z' })).toBe(
      'Du 2 novembre 2026 au 30 novembre 2026',
    );
    expect(cohortDates({ startDate: '2026-11-02T08:00:00.000Z', endDate: null })).toBe(
      'À partir du 2 novembre 2026',
    );
  });

  it('writes a session on its own day and hours', () => {
    expect(clockTime('09:30:00')).toBe('09h30');
    expect(sessionWhen({ session_date: '2026-12-05', start_time: '09:00:00', end_time: '11:00:00' })).toBe(
      'samedi 5 décembre 2026, de 09h00 à 11h00',
    );
  });

  it('names statuses as the spec does', () => {
    expect(participantStatusLabel('active')).toBe('Actif');
    expect(participantStatusLabel('invited')).toBe('Invité');
    expect(participantStatusLabel('completed')).toBe('Inactif');
    expect(participantStatusLabel('waitlisted')).toBe('Inactif');
  });

  it("says where a learner's practical stands", () => {
    const mine = (status: 'not_submitted' | 'submitted' | 'graded', score: number | null = null) => ({
      status,
      submittedAt: null,
      score,
      maxScore: 20,
    });
    expect(practicalState({ mine: mine('not_submitted'), isPastDue: false })).toEqual({
      label: 'À faire',
      tone: 'todo',
    });
    expect(practicalState({ mine: mine('not_submitted'), isPastDue: true })).toEqual({
      label: 'En retard',
      tone: 'late',
    });
    expect(practicalState({ mine: mine('submitted'), isPastDue: true })).toEqual({
      label: 'Rendu',
      tone: 'done',
    });
    expect(practicalState({ mine: mine('graded', 15), isPastDue: false })).toEqual({
      label: 'Corrigé · 15/20',
      tone: 'graded',
    });
    expect(practicalState({ mine: null, isPastDue: false })).toBeNull();
  });

  it("shows the server's message, else the helper's, else the default", () => {
    expect(
      loadErrorMessage(
        new ApiError({
          status: 404,
          code: 'NOT_FOUND',
          message: 'Ressource introuvable (404)',
          serverMessage: 'Cette session est introuvable.',
        }),
      ),
    ).toBe('Cette session est introuvable.');
    expect(
      loadErrorMessage(
        new ApiError({
          status: 503,
          code: 'HTTP',
          message: 'Erreur serveur (503). Veuillez réessayer ultérieurement.',
          serverMessage: 'x',
        }),
      ),
    ).toBe('Erreur serveur (503). Veuillez réessayer ultérieurement.');
    expect(loadErrorMessage(new Error('boom'))).toBe('Impossible de charger les données de la cohorte');
  });

  it('writes file sizes', () => {
    expect(fileSize(1536)).toBe('2 Ko');
    expect(fileSize(3 * 1024 * 1024 + 200 * 1024)).toBe('3,2 Mo');
    expect(fileSize(null)).toBe('');
  });
});
