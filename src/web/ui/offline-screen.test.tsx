import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ApiError } from '#web/lib/api.ts';
import { LoadError } from './load-error.tsx';
import { OfflineCopyNotice } from './offline-copy-notice.tsx';
import { OfflineScreen } from './offline-screen.tsx';

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('OfflineScreen', () => {
  it("says 'Vous êtes hors ligne', what to do and offers 'Réessayer' and the way on", () => {
    const html = renderToStaticMarkup(
      <OfflineScreen onRetry={() => {}} action={<a href="/dashboard/courses">Ouvrir Mes formations</a>} />,
    );
    expect(html).toMatch(/^<div role="alert"/);
    expect(html).toContain('<h1');
    expect(text(html)).toContain('Vous êtes hors ligne');
    expect(text(html)).toContain('Cette page a besoin du réseau');
    expect(text(html)).toContain('Réessayer');
    expect(text(html)).toContain('Ouvrir Mes formations');
  });

  it('takes its own title and text, under an h2, inside a page', () => {
    const html = renderToStaticMarkup(
      <OfflineScreen
        onRetry={() => {}}
        layout="inline"
        title="Ce quiz a besoin du réseau"
        detail="Pourquoi."
      />,
    );
    expect(html).toContain('<h2');
    expect(html).not.toContain('<h1');
    expect(text(html)).toContain('Ce quiz a besoin du réseau Pourquoi.');
  });
});

describe('LoadError', () => {
  it("shows the page's title and the API's French message for a failure that is not offline", () => {
    const error = new ApiError({ status: 403, code: 'FORBIDDEN', message: 'Accès refusé (403).' });
    const html = renderToStaticMarkup(
      <LoadError error={error} onRetry={() => {}} title="Erreur de chargement" />,
    );
    expect(text(html)).toContain('Erreur de chargement Accès refusé (403). Réessayer');
  });
});

describe('OfflineCopyNotice', () => {
  it("says 'Hors ligne — copie du …' with the copy's date, and nothing for a fresh answer", () => {
    const copiedAt = new Date(new Date().getFullYear(), 10, 25, 10, 42).getTime();
    expect(text(renderToStaticMarkup(<OfflineCopyNotice copiedAt={copiedAt} />))).toContain(
      'Hors ligne — copie du 25 nov. à 10:42',
    );
    expect(text(renderToStaticMarkup(<OfflineCopyNotice copiedAt={Number.NaN} />))).toContain(
      'Hors ligne — copie gardée sur cet appareil',
    );
    expect(renderToStaticMarkup(<OfflineCopyNotice copiedAt={null} />)).toBe('');
  });
});
