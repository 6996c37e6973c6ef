import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { draftFromStructure, StructureBuilder } from './structure-builder.tsx';
import { type DraftSection, newLesson } from './structure-draft.ts';

// What the builder draws on first load (no DOM here: its markup). Moving things is tested in
// Chromium (e2e/structure-builder.spec.ts), where dnd-kit can measure the page.

function draw(sections: DraftSection[], format: 'session' | 'auto-formation' = 'session') {
  return renderToStaticMarkup(
    <StructureBuilder format={format} sections={sections} onChange={() => undefined} />,
  );
}

describe('StructureBuilder on first load', () => {
  it("shows 'Semaine 1' unfolded with French handles and the session's words", () => {
    const html = draw(draftFromStructure([], 'session'));
    expect(html).toContain('Semaine 1');
    expect(html).toContain('aria-label="Déplacer « Semaine 1 »"');
    expect(html).toContain('aria-roledescription="élément déplaçable"');
    expect(html).toContain('aria-expanded="true"');
    expect(html).toContain('Ajouter une semaine');
    expect(html).toContain('Titre de la semaine');
  });

  it('unfolds the first section and its first lesson only', () => {
    const sections = draftFromStructure([], 'auto-formation');
    sections[0]!.lessons.push(newLesson('article', 'Lire'), newLesson('video', 'Voir'));
    sections.push({ ...draftFromStructure([], 'auto-formation')[0]!, title: 'Section 2' });
    const html = draw(sections, 'auto-formation');
    expect(html.match(/aria-expanded="true"/g)).toHaveLength(2);
    expect(html).toContain('Texte de l’article');
    expect(html).not.toContain('URL de la vidéo');
    expect(html).toContain('Ajouter une section');
  });
});
