import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourseList, TMarketplaceCourse } from '#shared/catalog/catalog.contract.ts';
import { courses, instructors } from '../../db/schema/index.ts';
import {
  DAY_MS,
  enrol,
  type LessonSpec,
  newCategory,
  newCohort,
  newCourse,
  newInstructor,
  newReview,
  newSignedInUser,
  newTag,
  newUser,
} from '../../test/factories/index.ts';
import { bearer, createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

const TWO_LESSONS: LessonSpec[] = [
  { type: 'video', durationMinutes: 12 },
  { type: 'article', durationMinutes: 5 },
];

/**
 * The default organisation's marketplace, built to order: seven published courses by three instructors
 * (Ibrahima Fall teaches three, Fatou Sarr one), four categories with courses and one without, two
 * languages besides French, prices from free to 50 000 FCFA, reviews and learners on a few.
 */
async function buildCatalogue(app: TestApp) {
  const db = app.database.db;
  const jang = await organizationId(app, 'jang');
  const category = async (slug: string, name: string) =>
    (await newCategory(db, { organizationId: jang, slug, name })).id;
  const web = await category('developpement-web', 'Développement web');
  const finance = await category('comptabilite-finance', 'Comptabilité et finance');
  const languages = await category('langues', 'Langues');
  const office = await category('bureautique', 'Bureautique');
  await category('sante', 'Santé');
  const ibrahima = (await newInstructor(db, { organizationId: jang, name: 'Ibrahima Fall' })).id;
  const aminata = (await newInstructor(db, { organizationId: jang, name: 'Aminata Diallo' })).id;
  const fatou = (await newInstructor(db, { organizationId: jang, name: 'Fatou Sarr' })).id;
  const tagIds = [
    (await newTag(db, { organizationId: jang, name: 'Excel' })).id,
    (await newTag(db, { organizationId: jang, name: 'SYSCOHADA' })).id,
  ];
  let day = 0;
  const course = (values: Parameters<typeof newCourse>[1]) =>
    newCourse(db, {
      sections: [{ lessons: TWO_LESSONS }],
      publishedAt: new Date(Date.now() - ++day * DAY_MS),
      ...values,
    });
  const syscohada = await course({
    organizationId: jang,
    title: 'Comptabilité SYSCOHADA pour PME',
    level: 'intermediate',
    instructorId: ibrahima,
    categoryId: finance,
    tagIds,
    pricing: { oneTime: 25_000 },
  });
  const html = await course({
    organizationId: jang,
    title: 'Créer son site en HTML et CSS',
    categoryId: web,
    instructorId: aminata,
    pricing: { oneTime: 15_000 },
  });
  const javascript = await course({
    organizationId: jang,
    title: 'Bootcamp JavaScript',
    level: 'advanced',
    categoryId: web,
    instructorId: ibrahima,
    pricing: { oneTime: 50_000 },
  });
  const wolof = await course({
    organizationId: jang,
    title: 'Wolof pour débutants',
    language: 'other',
    categoryId: languages,
    instructorId: fatou,
  });
  await course({
    organizationId: jang,
    title: 'Business English',
    level: 'intermediate',
    language: 'en',
    categoryId: languages,
    instructorId: ibrahima,
    pricing: { oneTime: 20_000 },
  });
  await course({
    organizationId: jang,
    title: 'Maraîchage rentable',
    instructorId: aminata,
    pricing: { oneTime: 10_000 },
  });
  await course({
    organizationId: jang,
    title: 'Tableaux de bord avancés',
    level: 'advanced',
    categoryId: office,
    instructorId: aminata,
    pricing: { oneTime: 40_000 },
  });
  // Learners and reviews: the JavaScript course is the most followed, SYSCOHADA the best rated.
  for (const [courseId, rating] of [
    [javascript.id, 3],
    [javascript.id, 3],
    [syscohada.id, 5],
    [html.id, 4],
  ] as const) {
    const learner = await newUser(db, { organizationId: jang });
    await enrol(db, learner.id, courseId);
    await newReview(db, { courseId, userId: learner.id, rating });
  }
  return { wolofId: wolof.id, fatouId: fatou };
}

describe('GET /api/marketplace/courses', () => {
  let app: TestApp;
  let world: Awaited<ReturnType<typeof buildCatalogue>>;
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const response = await app.inject({ url: `/api/marketplace/courses${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TCourseList;
  };
  const titles = (page: TCourseList) => page.courses.map((c) => c.title);

  beforeAll(async () => {
    app = await createTestApp();
    world = await buildCatalogue(app);
  }, 60_000);
  afterAll(async () => app.close());

  it('lists the published courses with the fields of a marketplace course, 12 a page', async () => {
    const page = await list();
    expect(page.total).toBe(7);
    expect(page.courses).toHaveLength(7);
    expect(page).toMatchObject({ page: 1, limit: 12 });
    const course = page.courses.find((c) => c.title.includes('SYSCOHADA'))!;
    expect(course).toMatchObject({
      level: 'intermediate',
      language: 'fr',
      format: 'auto-formation',
      instructor: { name: 'Ibrahima Fall' },
      category: { slug: 'comptabilite-finance', course_count: 1 },
    });
    expect(course.tags.map((tag) => tag.name).sort()).toEqual(['Excel', 'SYSCOHADA']);
    expect(course.duration).toBeGreaterThan(0);
  });

  it('paginates in SQL and keeps the total past the last page', async () => {
    const third = await list('?limit=3&page=3');
    expect(third.courses).toHaveLength(1);
    expect(third.total).toBe(7);
    const beyond = await list('?limit=3&page=9');
    expect(beyond.courses).toEqual([]);
    expect(beyond.total).toBe(7);
    const all = new Set(
      [
        ...(await list('?limit=3&page=1')).courses,
        ...(await list('?limit=3&page=2')).courses,
        ...third.courses,
      ].map((c) => c.id),
    );
    expect(all.size).toBe(7);
  });

  it('filters by category slug, repeatable language and level', async () => {
    expect(titles(await list('?category=developpement-web'))).toHaveLength(2);
    const english = await list('?language=en');
    expect(english.courses.map((c) => c.language)).toEqual(['en']);
    const twoLanguages = await list('?language=en&language=other');
    expect(twoLanguages.total).toBe(2);
    const levels = await list('?level=advanced&level=intermediate');
    expect(new Set(levels.courses.map((c) => c.level))).toEqual(new Set(['advanced', 'intermediate']));
    expect(levels.total).toBe(4);
  });

  it('filters on the price the card shows, in FCFA', async () => {
    const free = await list('?maxPrice=0');
    expect(free.courses.every((c) => c.list_price === 0)).toBe(true);
    expect(free.total).toBe(1);
    const band = await list('?minPrice=10000&maxPrice=30000');
    expect(band.total).toBe(4);
    expect(band.courses.every((c) => c.list_price >= 10000 && c.list_price <= 30000)).toBe(true);
  });

  it('filters by minimum rating', async () => {
    const rated = await list('?minRating=4');
    expect(rated.total).toBe(2);
    expect(rated.courses.every((c) => (c.rating ?? 0) >= 4)).toBe(true);
  });

  it('sorts by price both ways, by date, by rating and by popularity', async () => {
    const asc = (await list('?sort=price_asc')).courses.map((c) => c.list_price);
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const desc = (await list('?sort=price_desc')).courses.map((c) => c.list_price);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const recent = (await list('?sort=recent')).courses.map((c) => c.published_at!);
    expect(recent).toEqual([...recent].sort().reverse());
    const rating = (await list('?sort=rating')).courses.map((c) => c.rating ?? -1);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const popular = (await list('?sort=popular')).courses.map((c: TMarketplaceCourse) => c.student_count);
    expect(popular).toEqual([...popular].sort((a, b) => b - a));
    expect(popular[0]).toBe(2);
  });

  it('searches without accents, across title, category, tags and instructor name', async () => {
    const accentless = await list('?search=developpement');
    expect(accentless.total).toBe(2);
    expect(accentless.courses.every((c) => c.category?.name === 'Développement web')).toBe(true);
    expect((await list('?search=Ibrahima')).total).toBe(3);
    expect(titles(await list('?search=syscohada'))).toHaveLength(1);
    expect((await list('?search=maraichage')).total).toBe(1);
    // A partial word finds through the trigram index.
    expect((await list('?search=compta')).total).toBeGreaterThanOrEqual(1);
    expect((await list('?search=zzzzqqq')).total).toBe(0);
    // Wildcards typed by a visitor are taken literally.
    expect((await list('?search=%25')).total).toBe(0);
  });

  it.each([
    ['?page=-1', 'La page doit être un entier supérieur ou égal à 1'],
    ['?page=abc', 'La page doit être un entier supérieur ou égal à 1'],
    ['?sort=cheapest', 'Tri inconnu : choisissez popular, recent, price_asc, price_desc ou rating'],
    ['?minPrice=5000&maxPrice=1000', 'Le prix maximum doit être supérieur ou égal au prix minimum'],
    ['?limit=10000', 'Le nombre de résultats par page doit être un entier entre 1 et 48'],
    ['?level=expert', 'Niveau inconnu'],
    ['?minRating=6', 'La note minimale doit être un entier entre 1 et 5'],
    ['?minPrice=-5', 'Le prix doit être un nombre entier positif (en FCFA)'],
  ])('refuses %s with a French 400', async (query, message) => {
    const response = await app.inject({ url: `/api/marketplace/courses${query}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', error: message });
  });

  it('counts published courses per category', async () => {
    const response = await app.inject('/api/marketplace/categories');
    const categories = response.json().data as Array<{ slug: string; course_count: number }>;
    expect(categories).toHaveLength(5);
    // Six of the seven courses have a category; the health category has none yet.
    expect(categories.reduce((sum, c) => sum + c.course_count, 0)).toBe(6);
    expect(categories.find((c) => c.slug === 'langues')?.course_count).toBe(2);
    expect(categories.find((c) => c.slug === 'sante')?.course_count).toBe(0);
  });

  it('hides drafts and courses of inactive instructors, from the list, the counts and the page', async () => {
    const [draft] = await app.database.db
      .update(courses)
      .set({ status: 'draft' })
      .where(eq(courses.id, world.wolofId))
      .returning({ id: courses.id });
    expect((await list()).total).toBe(6);
    expect((await app.inject(`/api/marketplace/courses/${draft!.id}`)).statusCode).toBe(404);
    const categories = (await app.inject('/api/marketplace/categories')).json().data as Array<{
      slug: string;
      course_count: number;
    }>;
    expect(categories.find((c) => c.slug === 'langues')?.course_count).toBe(1);
    await app.database.db.update(courses).set({ status: 'published' }).where(eq(courses.id, draft!.id));

    // Fatou Sarr teaches one course.
    await app.database.db
      .update(instructors)
      .set({ status: 'inactive' })
      .where(eq(instructors.id, world.fatouId));
    expect((await list()).total).toBe(6);
    await app.database.db
      .update(instructors)
      .set({ status: 'active' })
      .where(eq(instructors.id, world.fatouId));
  });

  it("shows each organisation its own catalogue, and anonymous visitors the default one's", async () => {
    const autre = await organizationId(app, 'autre');
    await newCourse(app.database.db, { organizationId: autre, title: 'Cours privé de l’autre organisation' });
    expect((await list('?search=privé')).total).toBe(0);
    const member = await newSignedInUser(app, { organizationId: autre });
    const theirs = await list('', bearer(member));
    expect(titles(theirs)).toEqual(['Cours privé de l’autre organisation']);
    const jangCourse = (await list()).courses[0]!;
    const response = await app.inject({
      url: `/api/marketplace/courses/${jangCourse.id}`,
      headers: bearer(member),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('course and instructor pages', () => {
  let app: TestApp;
  let jang: string;
  /** Two modules, each opening on a free preview lesson, with objectives, by Aminata Diallo. */
  let courseId: string;
  beforeAll(async () => {
    app = await createTestApp();
    jang = await organizationId(app, 'jang');
    const aminata = await newInstructor(app.database.db, { organizationId: jang, name: 'Aminata Diallo' });
    courseId = (
      await newCourse(app.database.db, {
        organizationId: jang,
        instructorId: aminata.id,
        objectives: ['Publier une page web'],
        pricing: { oneTime: 15_000 },
        sections: [
          { lessons: [{ type: 'video', isPreview: true }, { type: 'article' }] },
          { lessons: [{ type: 'article', isPreview: true }, { type: 'quiz' }, { type: 'exercise' }] },
        ],
      })
    ).id;
  }, 60_000);
  afterAll(async () => app.close());

  it('gives the curriculum with preview content only, and the instructor card', async () => {
    const response = await app.inject(`/api/marketplace/courses/${courseId}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.instructor).toMatchObject({ name: 'Aminata Diallo' });
    expect(detail.sections.length).toBe(2);
    const allLessons = detail.sections.flatMap((s: { lessons: unknown[] }) => s.lessons) as Array<{
      is_preview: boolean;
      content: unknown;
    }>;
    expect(allLessons.filter((l) => l.is_preview)).toHaveLength(2);
    expect(allLessons.filter((l) => l.is_preview).every((l) => l.content !== null)).toBe(true);
    expect(allLessons.filter((l) => !l.is_preview).every((l) => l.content === null)).toBe(true);
    expect(detail.is_enrolled).toBe(false);
    expect(detail.objectives.length).toBeGreaterThan(0);
  });

  it('gives each open session its own prices, for the checkout’s plan cards', async () => {
    const own = await newCohort(app.database.db, {
      courseId,
      name: 'Session du soir',
      useCoursePrice: false,
      pricingModes: {
        one_time: true,
        installments: false,
        subscription: false,
        registration_monthly: false,
      },
      oneTimePrice: 12_500,
      oneTimeDiscount: 20,
    });
    const detail = (await app.inject(`/api/marketplace/courses/${courseId}`)).json().data;
    expect(detail.cohorts.find((c: { id: string }) => c.id === own.id)).toMatchObject({
      name: 'Session du soir',
      use_course_price: false,
      pricing_modes: { one_time: true, installments: false },
      one_time_price: 12_500,
      one_time_discount: 20,
      installments: [],
    });
  });

  it('tells an enrolled learner they are enrolled', async () => {
    const student = await newSignedInUser(app, { organizationId: jang });
    await enrol(app.database.db, student.id, courseId);
    const detail = (
      await app.inject({ url: `/api/marketplace/courses/${courseId}`, headers: bearer(student) })
    ).json().data;
    expect(detail.is_enrolled).toBe(true);
  });

  it('answers unknown courses with the French 404 and a malformed id with a 400', async () => {
    const unknown = await app.inject('/api/marketplace/courses/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('Ressource introuvable (404)');
    const malformed = await app.inject('/api/marketplace/courses/pas-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error).toBe('Identifiant invalide');
  });

  it('shows an active instructor with counts, and hides an inactive one', async () => {
    const ibrahima = await newInstructor(app.database.db, { organizationId: jang, name: 'Ibrahima Fall' });
    for (let i = 0; i < 3; i++)
      await newCourse(app.database.db, { organizationId: jang, instructorId: ibrahima.id });
    // A draft is not counted.
    await newCourse(app.database.db, { organizationId: jang, instructorId: ibrahima.id, published: false });
    const response = await app.inject(`/api/marketplace/instructors/${ibrahima.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.courses_count).toBe(3);
    expect(page.courses).toHaveLength(3);
    await app.database.db
      .update(instructors)
      .set({ status: 'inactive' })
      .where(eq(instructors.id, ibrahima.id));
    expect((await app.inject(`/api/marketplace/instructors/${ibrahima.id}`)).statusCode).toBe(404);
  });

  it('answers the default display currency', async () => {
    const response = await app.inject('/api/settings/currency');
    expect(response.json()).toEqual({ data: { currency: 'XOF' } });
    await app.database.db.execute(sql`update organizations set default_currency = 'EUR' where slug = 'jang'`);
    expect((await app.inject('/api/settings/currency')).json().data.currency).toBe('EUR');
    await expect(
      app.database.db.execute(sql`update organizations set default_currency = 'GBP'`),
    ).rejects.toThrow();
  });
});
