import { describe, expect, it } from 'vitest';
import { documentTitle, publicPageTitles } from './page-titles.ts';

// One title per public page, for the server's <title> and the browser's document.title alike.

describe('public page titles', () => {
  it('end with the app name, which stands alone for a page without a title', () => {
    expect(documentTitle('')).toBe('Jàng');
    expect(documentTitle(publicPageTitles.marketplace())).toBe('Catalogue des formations · Jàng');
    expect(documentTitle(publicPageTitles.home())).toBe('Formations en ligne au Sénégal · Jàng');
    expect(documentTitle(publicPageTitles.notFound())).toBe('Page introuvable · Jàng');
  });

  it('name a course by its title and an instructor page by whose courses it lists', () => {
    expect(publicPageTitles.course({ title: 'Excel {name} avancé' })).toBe('Excel {name} avancé');
    expect(publicPageTitles.instructor({ name: 'Moussa Diop' })).toBe('Formations de Moussa Diop');
    expect(documentTitle(publicPageTitles.instructor({ name: '{name}' }))).toBe(
      'Formations de {name} · Jàng',
    );
  });
});
