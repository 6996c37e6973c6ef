import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, organizationId, type TestApp } from '../../test/test-app.ts';

// Invariants the database holds by itself, whatever the code above it does.
describe('database constraints', () => {
  let app: TestApp;
  let org: string;
  let instructorId: string;
  let courseId: string;
  let sectionId: string;
  const run = (query: ReturnType<typeof sql>) => app.database.db.execute(query);

  beforeAll(async () => {
    app = await createTestApp();
    org = await organizationId(app, 'jang');
    const instructor = await run(
      sql`insert into instructors (organization_id, name, status) values (${org}, 'Prof', 'active') returning id`,
    );
    instructorId = (instructor.rows[0] as { id: string }).id;
    const course = await run(
      sql`insert into courses (organization_id, instructor_id, title, slug) values (${org}, ${instructorId}, 'Cours', 'cours') returning id`,
    );
    courseId = (course.rows[0] as { id: string }).id;
    const section = await run(
      sql`insert into sections (organization_id, course_id, title, position) values (${org}, ${courseId}, 'Section 1', 0) returning id`,
    );
    sectionId = (section.rows[0] as { id: string }).id;
    await run(
      sql`insert into lessons (organization_id, section_id, title, type, position) values (${org}, ${sectionId}, 'Leçon 1', 'video', 0)`,
    );
  });
  afterAll(async () => app.close());

  it('keeps lesson and section positions unique within their parent', async () => {
    await expect(
      run(
        sql`insert into lessons (organization_id, section_id, title, type, position) values (${org}, ${sectionId}, 'Doublon', 'article', 0)`,
      ),
    ).rejects.toThrow();
    await expect(
      run(
        sql`insert into sections (organization_id, course_id, title, position) values (${org}, ${courseId}, 'Doublon', 0)`,
      ),
    ).rejects.toThrow();
  });

  it('refuses values outside the enums and the ranges', async () => {
    await expect(
      run(
        sql`insert into lessons (organization_id, section_id, title, type, position) values (${org}, ${sectionId}, 'X', 'podcast', 5)`,
      ),
    ).rejects.toThrow();
    await expect(run(sql`update courses set level = 'expert' where id = ${courseId}`)).rejects.toThrow();
    await expect(run(sql`update courses set one_time_price = -1 where id = ${courseId}`)).rejects.toThrow();
    await expect(
      run(sql`update courses set one_time_discount = 101 where id = ${courseId}`),
    ).rejects.toThrow();
    await expect(
      run(sql`update courses set access_duration_days = 0 where id = ${courseId}`),
    ).rejects.toThrow();
    await expect(
      run(sql`update instructors set commission_rate = 120 where id = ${instructorId}`),
    ).rejects.toThrow();
  });

  it('gives new instructors a 70 % commission rate', async () => {
    const rows = await run(sql`select commission_rate from instructors where id = ${instructorId}`);
    expect(Number((rows.rows[0] as { commission_rate: string | number }).commission_rate)).toBe(70);
  });

  it('will not delete an instructor who still has courses, and cascades a course to its content', async () => {
    await expect(run(sql`delete from instructors where id = ${instructorId}`)).rejects.toThrow();
    await run(sql`delete from courses where id = ${courseId}`);
    const left = await run(sql`select count(*)::int as n from lessons where section_id = ${sectionId}`);
    expect((left.rows[0] as { n: number }).n).toBe(0);
  });
});

describe('production mode', () => {
  it('does not expose the development outbox', async () => {
    const app = await createTestApp({ NODE_ENV: 'production' });
    const response = await app.inject('/api/dev/outbox');
    expect(response.statusCode).toBe(404);
    await app.close();
  });
});
