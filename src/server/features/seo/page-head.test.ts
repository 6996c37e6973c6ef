import { describe, expect, it } from 'vitest';
import type { TCourseDetail, TInstructorPage } from '#shared/catalog/catalog.contract.ts';
import { documentTitle } from '#shared/page-titles.ts';
import { absoluteUrl, shorten } from './head-tags.ts';
import {
  headForCourse,
  headForHome,
  headForInstructor,
  headForMarketplace,
  headForNotFound,
} from './page-head.ts';

// The <head> of each public page (issue 13, decision 132), read back the way a previewer reads it.

const BASE = 'https://jang.example.sn';
const NO_MODES = { one_time: false, installments: false, subscription: false, registration_monthly: false };

function course(overrides: Partial<TCourseDetail> = {}): TCourseDetail {
  return {
    id: '0b6f7c1e-8d4a-4c1b-9a51-3f1d2e4c5a6b',
    title: 'Wolof pour débutants',
    description: 'Une longue description du cours de wolof.',
    short_description: 'Parlez wolof au marché en six semaines.',
    image_url: '/demo/courses/wolof.960x540.webp',
    price: 0,
    list_price: 0,
    rating: 4.5,
    review_count: 12,
    student_count: 40,
    instructor: { id: 'a1', name: 'Awa Ndiaye', avatar_url: null, specialization: null, bio: null },
    duration: 90,
    level: 'beginner',
    category: null,
    tags: [],
    pricing_modes: { ...NO_MODES, one_time: true },
    one_time_price: 25_000,
    one_time_discount: 0,
    monthly_price: 0,
    registration_fee: 0,
    monthly_fee: 0,
    installments: [],
    format: 'auto-formation',
    language: 'fr',
    published_at: '2026-11-01T00:00:00.000Z',
    objectives: [],
    requirements: [],
    expected_results: [],
    access_duration_days: null,
    enable_certificate: false,
    enable_community: false,
    preview_video_url: null,
    sections: [],
    cohorts: [],
    is_enrolled: false,
    ...overrides,
  };
}

function instructor(overrides: Partial<TInstructorPage> = {}): TInstructorPage {
  return {
    id: 'c0ffee00-0000-4000-8000-000000000001',
    name: 'Awa Ndiaye',
    avatar_url: null,
    specialization: 'Langues nationales',
    bio: 'Professeure de wolof à Dakar.',
    rating: 4.8,
    courses_count: 2,
    students_count: 80,
    courses: [],
    ...overrides,
  };
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const unescapeHtml = (text: string) => text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity]!);

/** Tags as a previewer reads them: name or property → content, unescaped. */
function read(head: string) {
  const meta = new Map<string, string[]>();
  for (const [, key, content] of head.matchAll(/<meta (?:name|property)="([^"]*)" content="([^"]*)">/g)) {
    meta.set(unescapeHtml(key!), [...(meta.get(unescapeHtml(key!)) ?? []), unescapeHtml(content!)]);
  }
  const one = (key: string) => {
    const values = meta.get(key) ?? [];
    expect(values.length, key).toBeLessThanOrEqual(1);
    return values[0];
  };
  const title = head.match(/<title>([^<]*)<\/title>/)?.[1];
  const canonical = head.match(/<link rel="canonical" href="([^"]*)">/)?.[1];
  const scripts = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return {
    title: title === undefined ? undefined : unescapeHtml(title),
    canonical: canonical === undefined ? undefined : unescapeHtml(canonical),
    meta: one,
    jsonLd: scripts.map((match) => JSON.parse(match[1]!) as Record<string, unknown>),
  };
}

const plain = (text: string | undefined) => text?.replace(/[\u202f\u00a0]/g, ' ');

describe('the head of the entry pages', () => {
  it('names the home page and the marketplace, with their canonical address and Open Graph tags', () => {
    const home = read(headForHome(BASE));
    expect(home.title).toBe('Formations en ligne au Sénégal · Jàng');
    expect(home.canonical).toBe(`${BASE}/`);
    expect(home.meta('og:url')).toBe(`${BASE}/`);
    expect(home.meta('description')!.length).toBeGreaterThan(20);

    const marketplace = read(headForMarketplace(`${BASE}/`));
    expect(marketplace.title).toBe('Catalogue des formations · Jàng');
    expect(marketplace.canonical).toBe(`${BASE}/marketplace`);
    for (const head of [home, marketplace]) {
      expect(head.meta('og:type')).toBe('website');
      expect(head.meta('og:locale')).toBe('fr_FR');
      expect(head.meta('og:site_name')).toBe('Jàng');
      expect(head.meta('og:title')).toBe(head.title);
      expect(head.meta('og:description')).toBe(head.meta('description'));
      expect(head.meta('twitter:card')).toBe('summary');
      expect(head.meta('robots')).toBeUndefined();
      expect(head.meta('og:image')).toBeUndefined();
    }
  });

  it('says noindex on a page that does not exist, and gives it no address or preview picture', () => {
    const head = read(headForNotFound(BASE));
    expect(head.title).toBe('Page introuvable · Jàng');
    expect(head.meta('robots')).toBe('noindex');
    expect(head.canonical).toBeUndefined();
    expect(head.meta('og:url')).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
  });
});

describe('the head of a course page', () => {
  it('previews the title, the short description, the price in FCFA and the picture, absolute', () => {
    const head = read(headForCourse(BASE, course()));
    expect(head.title).toBe('Wolof pour débutants · Jàng');
    expect(head.meta('og:title')).toBe('Wolof pour débutants');
    expect(plain(head.meta('description'))).toBe(
      'Parlez wolof au marché en six semaines. · Prix : 25 000 F CFA',
    );
    expect(head.meta('og:description')).toBe(head.meta('description'));
    expect(head.canonical).toBe(`${BASE}/marketplace/${course().id}`);
    expect(head.meta('og:type')).toBe('product');
    expect(head.meta('og:image')).toBe(`${BASE}/demo/courses/wolof.960x540.webp`);
    expect(head.meta('og:image:width')).toBe('960');
    expect(head.meta('og:image:height')).toBe('540');
    expect(head.meta('twitter:card')).toBe('summary_large_image');
    expect(head.meta('twitter:image')).toBe(`${BASE}/demo/courses/wolof.960x540.webp`);
    expect(head.meta('product:price:amount')).toBe('25000');
    expect(head.meta('product:price:currency')).toBe('XOF');
  });

  it('keeps a picture already absolute, gives no size it does not know, and no picture without one', () => {
    const remote = read(headForCourse(BASE, course({ image_url: 'https://cdn.example.com/a b.webp' })));
    expect(remote.meta('og:image')).toBe('https://cdn.example.com/a%20b.webp');
    expect(remote.meta('og:image:width')).toBeUndefined();
    for (const image_url of [null, 'javascript:alert(1)', '  ']) {
      const head = read(headForCourse(BASE, course({ image_url })));
      expect(head.meta('og:image'), String(image_url)).toBeUndefined();
      expect(head.meta('twitter:card')).toBe('summary');
    }
  });

  it('cuts a long description to fit 160 characters with the price kept at the end', () => {
    const long = `${'Apprenez le wolof du quotidien '.repeat(12)}fin`;
    const head = read(headForCourse(BASE, course({ short_description: long })));
    const description = plain(head.meta('description'))!;
    expect(description.length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^Apprenez le wolof .*…/);
    expect(description.endsWith(' · Prix : 25 000 F CFA')).toBe(true);
    const fallback = read(headForCourse(BASE, course({ short_description: null })));
    expect(fallback.meta('description')).toContain('Une longue description du cours de wolof.');
  });

  it('says "Gratuit" and a free offer for a course that costs nothing', () => {
    const head = read(headForCourse(BASE, course({ pricing_modes: NO_MODES, one_time_price: 0 })));
    expect(head.meta('description')).toBe('Parlez wolof au marché en six semaines. · Gratuit');
    const [data] = head.jsonLd;
    expect(data!.offers).toEqual([
      expect.objectContaining({ price: 0, priceCurrency: 'XOF', category: 'Free' }),
    ]);
  });

  it('describes the course in schema.org terms: provider, offer in XOF, language, instance', () => {
    const [data, ...others] = read(headForCourse(BASE, course())).jsonLd;
    expect(others).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Wolof pour débutants',
      description: 'Parlez wolof au marché en six semaines.',
      url: `${BASE}/marketplace/${course().id}`,
      image: `${BASE}/demo/courses/wolof.960x540.webp`,
      inLanguage: 'fr',
      educationalLevel: 'Débutant',
      provider: { '@type': 'Organization', name: 'Jàng', sameAs: `${BASE}/` },
      offers: [
        {
          '@type': 'Offer',
          price: 25_000,
          priceCurrency: 'XOF',
          category: 'Paid',
          url: `${BASE}/marketplace/${course().id}`,
        },
      ],
      aggregateRating: { ratingValue: 4.5, reviewCount: 12 },
      hasCourseInstance: [
        {
          '@type': 'CourseInstance',
          courseMode: 'online',
          courseWorkload: 'PT90M',
          instructor: { '@type': 'Person', name: 'Awa Ndiaye', url: `${BASE}/marketplace/instructors/a1` },
        },
      ],
    });
  });

  it('lists the cohorts of a session-format course as its instances, and no rating before reviews', () => {
    const cohort = {
      id: 'k1',
      name: 'Cohorte de janvier',
      start_date: '2027-01-10',
      end_date: '2027-02-20',
      seats_left: 5,
      use_course_price: true,
      price: 0,
      pricing_modes: NO_MODES,
      one_time_price: 0,
      one_time_discount: 0,
      monthly_price: 0,
      registration_fee: 0,
      monthly_fee: 0,
      installments: [],
    };
    const [data] = read(
      headForCourse(BASE, course({ format: 'session', cohorts: [cohort], rating: null, review_count: 0 })),
    ).jsonLd;
    expect(data!.hasCourseInstance).toEqual([
      expect.objectContaining({ name: 'Cohorte de janvier', startDate: '2027-01-10', endDate: '2027-02-20' }),
    ]);
    expect(data!.aggregateRating).toBeUndefined();
    expect(read(headForCourse(BASE, course({ language: 'other' }))).jsonLd[0]!.inLanguage).toBeUndefined();
  });

  it('escapes every value: a title with markup and </script> stays text and data', () => {
    const title = 'Le <b>HTML</b> & "vous" </script><script>alert(1)</script> \u2028 fin';
    const html = headForCourse(
      BASE,
      course({ title, short_description: '"><img src=x onerror=alert(1)>', image_url: '/a"b.webp' }),
    );
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<img');
    expect(html.slice(html.indexOf('<script'))).not.toContain('\u2028');
    const head = read(html);
    expect(head.title).toBe(documentTitle(title));
    expect(head.meta('og:title')).toBe(title);
    expect(head.meta('description')).toContain('"><img src=x onerror=alert(1)>');
    expect(head.meta('og:image')).toBe(`${BASE}/a%22b.webp`);
    expect(head.jsonLd[0]!.name).toBe(title);
  });
});

describe('the head of an instructor page', () => {
  it('names the instructor\u2019s courses, describes them by their specialisation and bio', () => {
    const head = read(headForInstructor(BASE, instructor()));
    expect(head.title).toBe('Formations de Awa Ndiaye · Jàng');
    expect(head.meta('description')).toBe('Langues nationales · Professeure de wolof à Dakar.');
    expect(head.canonical).toBe(`${BASE}/marketplace/instructors/${instructor().id}`);
    expect(head.meta('og:type')).toBe('profile');
    expect(head.meta('og:image')).toBeUndefined();
  });

  it('falls back to a sentence without a bio, and shows a portrait small', () => {
    const head = read(
      headForInstructor(
        BASE,
        instructor({ specialization: null, bio: ' ', avatar_url: '/files/avatars/awa.webp', name: 'A & B' }),
      ),
    );
    expect(head.meta('description')).toBe('Les formations de A & B sur Jàng.');
    expect(head.meta('og:image')).toBe(`${BASE}/files/avatars/awa.webp`);
    expect(head.meta('twitter:card')).toBe('summary');
  });
});

describe('head helpers', () => {
  it('shorten leaves short text, folds whitespace, and cuts long text at a word with "…"', () => {
    expect(shorten('  a \n b  ', 10)).toBe('a b');
    expect(shorten('un deux trois quatre', 12)).toBe('un deux…');
    expect(shorten('x'.repeat(30), 10)).toBe(`${'x'.repeat(9)}…`);
    for (let max = 5; max < 40; max++)
      expect(shorten('mot '.repeat(20), max).length).toBeLessThanOrEqual(max);
  });

  it('absoluteUrl resolves paths under the base and refuses what is not http(s)', () => {
    expect(absoluteUrl(BASE, '/demo/x.webp')).toBe(`${BASE}/demo/x.webp`);
    expect(absoluteUrl('https://h.sn/app', 'demo/x.webp')).toBe('https://h.sn/app/demo/x.webp');
    expect(absoluteUrl(BASE, '//cdn.sn/x.webp')).toBe('https://cdn.sn/x.webp');
    expect(absoluteUrl(BASE, 'data:image/png;base64,AA')).toBeNull();
    expect(absoluteUrl(BASE, null)).toBeNull();
  });
});
