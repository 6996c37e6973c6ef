import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { initializeErrorMessage, isConflict, unsuccessfulMessage } from './payment-error.ts';

const apiError = (init: Partial<ConstructorParameters<typeof ApiError>[0]>) =>
  new ApiError({ status: 500, code: 'INTERNAL', message: 'catalogue', ...init });

describe('payment error messages (spec §8)', () => {
  it("shows the server's own message for a refused request", () => {
    const error = apiError({ status: 409, code: 'AMOUNT_CHANGED', serverMessage: 'Le montant a changé.' });
    expect(initializeErrorMessage(error)).toBe('Le montant a changé.');
    expect(isConflict(error)).toBe(true);
  });

  it("reads 'Erreur de l'API: {status} {statusText}' for a server failure", () => {
    const error = apiError({
      status: 502,
      statusText: 'Bad Gateway',
      serverMessage: 'Une erreur inattendue est survenue',
    });
    expect(initializeErrorMessage(error)).toBe("Erreur de l'API: 502 Bad Gateway");
    expect(initializeErrorMessage(apiError({ status: 500 }))).toBe("Erreur de l'API: 500");
    expect(isConflict(error)).toBe(false);
  });

  it("keeps the request helper's message when no answer came back", () => {
    const error = new ApiError({ status: 0, code: 'OFFLINE', message: 'Vous êtes actuellement hors ligne.' });
    expect(initializeErrorMessage(error)).toBe('Vous êtes actuellement hors ligne.');
  });

  it('falls back to the initiation message for anything else', () => {
    expect(initializeErrorMessage(new Error('boom'))).toBe(
      "Une erreur est survenue lors de l'initiation du paiement.",
    );
  });

  it('an answer without success shows its message, or the generic one', () => {
    expect(unsuccessfulMessage({ message: 'Passerelle indisponible' })).toBe('Passerelle indisponible');
    expect(unsuccessfulMessage({ message: '  ' })).toBe(
      "Une erreur est survenue lors de l'initialisation du paiement.",
    );
  });
});
