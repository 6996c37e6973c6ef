import { describe, expect, it } from 'vitest';
import { includedItems } from './course-includes.ts';

const lesson = (type: 'video' | 'article' | 'document' | 'quiz', id: string) => ({
  id,
  title: id,
  type,
  duration: 10,
  position: 0,
  is_preview: false,
  content: null,
});

describe('"Ce cours inclut"', () => {
  it('lists duration, lessons by type, documents, certificate, community and access', () => {
    const items = includedItems({
      duration: 150,
      sections: [
        {
          id: 's1',
          title: 'Semaine 1',
          description: null,
          position: 0,
          lessons: [lesson('video', 'a'), lesson('video', 'b'), lesson('document', 'c')],
        },
        { id: 's2', title: 'Semaine 2', description: null, position: 1, lessons: [lesson('quiz', 'd')] },
      ],
      enable_certificate: true,
      enable_community: true,
      access_duration_days: 90,
    });
    expect(items.map((item) => item.text)).toEqual([
      'Durée totale : 2h 30min',
      '2 vidéos',
      '1 document',
      '1 quiz',
      'Documents téléchargeables',
      'Certificat de réussite',
      'Accès à la communauté',
      'Accès pendant 90 jours',
    ]);
  });

  it('says "Non définie" and "Accès illimité" for an empty course without options', () => {
    const items = includedItems({
      duration: 0,
      sections: [],
      enable_certificate: false,
      enable_community: false,
      access_duration_days: null,
    });
    expect(items.map((item) => item.text)).toEqual(['Durée totale : Non définie', 'Accès illimité']);
    expect(
      includedItems({
        duration: 0,
        sections: [],
        enable_certificate: false,
        enable_community: false,
        access_duration_days: 1,
      }).at(-1)?.text,
    ).toBe('Accès pendant 1 jour');
  });
});
