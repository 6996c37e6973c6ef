import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TCourseList, TMarketplaceCourse } from '#shared/catalog/catalog.contract.ts';
import { cohorts, courses, instructors } from '../../db/schema/index.ts';
import { DEMO_PASSWORD } from '../../db/seed/demo-accounts.ts';
import { seed } from '../../db/seed/seed.ts';
import {
  bearer,
  createTestApp,
  createUser,
  organizationId,
  signIn,
  type TestApp,
} from '../../test/test-app.ts';

// The marketplace over the demo catalogue: 12 published courses in the default organisation.
describe('GET /api/marketplace/courses', () => {
  let app: TestApp;
  const list = async (query = '', headers: Record<string, string> = {}) => {
    const response = await app.inject({ url: `/api/marketplace/courses${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as TCourseList;
  };
  const titles = (page: TCourseList) => page.courses.map((c) => c.title);

  beforeAll(async () => {
    app = await createTestApp();
    await seed(app.database.db);
  }, 60_000);
  afterAll(async () => app.close());

  it('lists the published courses with the fields of a marketplace course, 12 a page', async () => {
    const page = await list();
    expect(page.total).toBe(12);
    expect(page.courses).toHaveLength(12);
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
    const third = await list('?limit=5&page=3');
    expect(third.courses).toHaveLength(2);
    expect(third.total).toBe(12);
    const beyond = await list('?limit=5&page=9');
    expect(beyond.courses).toEqual([]);
    expect(beyond.total).toBe(12);
    const all = new Set(
      [
        ...(await list('?limit=5&page=1')).courses,
        ...(await list('?limit=5&page=2')).courses,
        ...third.courses,
      ].map((c) => c.id),
    );
    expect(all.size).toBe(12);
  });

  it('filters by category slug, repeatable language and level', async () => {
    expect(titles(await list('?category=developpement-web'))).toHaveLength(2);
    const english = await list('?language=en');
    expect(english.courses.map((c) => c.language)).toEqual(['en']);
    const twoLanguages = await list('?language=en&language=other');
    expect(twoLanguages.total).toBe(2);
    const levels = await list('?level=advanced&level=intermediate');
    expect(new Set(levels.courses.map((c) => c.level))).toEqual(new Set(['advanced', 'intermediate']));
    expect(levels.total).toBe(5);
  });

  it('filters on the price the card shows, in FCFA', async () => {
    const free = await list('?maxPrice=0');
    expect(free.courses.every((c) => c.list_price === 0)).toBe(true);
    expect(free.total).toBeGreaterThanOrEqual(1);
    const band = await list('?minPrice=10000&maxPrice=30000');
    expect(band.courses.length).toBeGreaterThan(0);
    expect(band.courses.every((c) => c.list_price >= 10000 && c.list_price <= 30000)).toBe(true);
  });

  it('filters by minimum rating', async () => {
    const rated = await list('?minRating=4');
    expect(rated.courses.length).toBeGreaterThan(0);
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
    expect(popular[0]).toBeGreaterThan(0);
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
    expect(categories).toHaveLength(8);
    expect(categories.reduce((sum, c) => sum + c.course_count, 0)).toBe(12);
    expect(categories.find((c) => c.slug === 'langues')?.course_count).toBe(2);
  });

  it('hides drafts and courses of inactive instructors, from the list, the counts and the page', async () => {
    const [draft] = await app.database.db
      .update(courses)
      .set({ status: 'draft' })
      .where(eq(courses.slug, 'wolof-pour-debutants'))
      .returning({ id: courses.id });
    expect((await list()).total).toBe(11);
    expect((await app.inject(`/api/marketplace/courses/${draft!.id}`)).statusCode).toBe(404);
    const categories = (await app.inject('/api/marketplace/categories')).json().data as Array<{
      slug: string;
      course_count: number;
    }>;
    expect(categories.find((c) => c.slug === 'langues')?.course_count).toBe(1);
    await app.database.db.update(courses).set({ status: 'published' }).where(eq(courses.id, draft!.id));

    await app.database.db
      .update(instructors)
      .set({ status: 'inactive' })
      .where(eq(instructors.name, 'Fatou Sarr'));
    expect((await list()).total).toBe(10);
    await app.database.db
      .update(instructors)
      .set({ status: 'active' })
      .where(eq(instructors.name, 'Fatou Sarr'));
  });

  it("shows each organisation its own catalogue, and anonymous visitors the default one's", async () => {
    const autre = await organizationId(app, 'autre');
    const [prof] = await app.database.db
      .insert(instructors)
      .values({ organizationId: autre, name: 'Prof Autre', status: 'active' })
      .returning({ id: instructors.id });
    await app.database.db.insert(courses).values({
      organizationId: autre,
      instructorId: prof!.id,
      title: 'Cours privé de l’autre organisation',
      slug: 'cours-prive',
      status: 'published',
      publishedAt: new Date(),
    });
    expect((await list('?search=privé')).total).toBe(0);
    await createUser(app, { email: 'membre@autre.sn', roles: ['student'], organization: 'autre' });
    const member = await signIn(app, 'membre@autre.sn');
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
  beforeAll(async () => {
    app = await createTestApp();
    await seed(app.database.db);
  }, 60_000);
  afterAll(async () => app.close());

  const courseBySlug = async (slug: string) => {
    const rows = await app.database.db.select().from(courses).where(eq(courses.slug, slug));
    return rows[0]!;
  };

  it('gives the curriculum with preview content only, and the instructor card', async () => {
    const course = await courseBySlug('creer-son-premier-site-web-html-css');
    const response = await app.inject(`/api/marketplace/courses/${course.id}`);
    expect(response.statusCode).toBe(200);
    const detail = response.json().data;
    expect(detail.instructor).toMatchObject({ name: 'Aminata Diallo' });
    expect(detail.sections.length).toBeGreaterThanOrEqual(2);
    const allLessons = detail.sections.flatMap((s: { lessons: unknown[] }) => s.lessons) as Array<{
      is_preview: boolean;
      content: unknown;
    }>;
    expect(allLessons.filter((l) => l.is_preview).every((l) => l.content !== null)).toBe(true);
    expect(allLessons.filter((l) => !l.is_preview).every((l) => l.content === null)).toBe(true);
    expect(detail.is_enrolled).toBe(false);
    expect(detail.objectives.length).toBeGreaterThan(0);
  });

  it('gives each open session its own prices, for the checkout’s plan cards', async () => {
    const course = await courseBySlug('creer-son-premier-site-web-html-css');
    const [own] = await app.database.db
      .insert(cohorts)
      .values({
        organizationId: course.organizationId,
        courseId: course.id,
        name: 'Session du soir',
        status: 'active',
        startDate: new Date(Date.now() + 7 * 24 * 3600 * 1000),
        useCoursePrice: false,
        pricingModes: {
          one_time: true,
          installments: false,
          subscription: false,
          registration_monthly: false,
        },
        oneTimePrice: 12_500,
        oneTimeDiscount: 20,
      })
      .returning();
    const detail = (await app.inject(`/api/marketplace/courses/${course.id}`)).json().data;
    expect(detail.cohorts.find((c: { id: string }) => c.id === own!.id)).toMatchObject({
      name: 'Session du soir',
      use_course_price: false,
      pricing_modes: { one_time: true, installments: false },
      one_time_price: 12_500,
      one_time_discount: 20,
      installments: [],
    });
    await app.database.db.delete(cohorts).where(eq(cohorts.id, own!.id));
  });

  it('tells an enrolled learner they are enrolled', async () => {
    const course = await courseBySlug('creer-son-premier-site-web-html-css');
    const student = await signIn(app, 'etudiant@demo.jang.sn', DEMO_PASSWORD);
    const detail = (
      await app.inject({ url: `/api/marketplace/courses/${course.id}`, headers: bearer(student) })
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
    const [ibrahima] = await app.database.db
      .select()
      .from(instructors)
      .where(eq(instructors.name, 'Ibrahima Fall'));
    const response = await app.inject(`/api/marketplace/instructors/${ibrahima!.id}`);
    expect(response.statusCode).toBe(200);
    const page = response.json().data;
    expect(page.courses_count).toBe(3);
    expect(page.courses).toHaveLength(3);
    await app.database.db
      .update(instructors)
      .set({ status: 'inactive' })
      .where(eq(instructors.id, ibrahima!.id));
    expect((await app.inject(`/api/marketplace/instructors/${ibrahima!.id}`)).statusCode).toBe(404);
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
