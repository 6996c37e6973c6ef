import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TCourseDetails } from '#shared/learning/course-details.contract.ts';
import { courseDetailsPath, lessonContentPath } from '#shared/learning/learning-paths.ts';
import { courseDetailsQueryKey } from './api/get-course-details.ts';
import { lessonContentQueryKey } from './api/get-lesson-content.ts';
import { prefillPlayerPage } from './player-page-data.ts';

// The player drawn on the server (decision 315): the page's answers go into the cache under the
// player's own keys, for the lesson the player opens on.

const lesson = (id: string, status: string) => ({
  id,
  title: `Leçon ${id}`,
  type: 'article',
  duration: '5 min',
  durationMinutes: 5,
  status,
  progress: status === 'completed' ? 100 : 0,
});

const course = {
  id: 'c1',
  title: 'HTML et CSS',
  modules: [
    { id: 'm1', title: 'Module 1', chapters: [lesson('a', 'completed'), lesson('b', 'not-started')] },
  ],
} as unknown as TCourseDetails;

const answers = {
  [courseDetailsPath('c1')]: course,
  [lessonContentPath('c1', 'a')]: { id: 'a', type: 'article' },
  [lessonContentPath('c1', 'b')]: { id: 'b', type: 'article' },
};

describe('the player page drawn from its answers', () => {
  it('fills the course and the lesson the address names, and is titled by that lesson', () => {
    const client = new QueryClient();
    expect(prefillPlayerPage({ courseId: 'c1' }, { chapterId: 'a' }, answers, client)).toEqual({
      title: 'Leçon a',
    });
    expect(client.getQueryData(courseDetailsQueryKey('c1'))).toBe(course);
    expect(client.getQueryData(lessonContentQueryKey('c1', 'a'))).toEqual({ id: 'a', type: 'article' });
    expect(client.getQueryData(lessonContentQueryKey('c1', 'b'))).toBeUndefined();
  });

  it('without a lesson in the address, fills the one "Continuer le cours" opens', () => {
    const client = new QueryClient();
    expect(prefillPlayerPage({ courseId: 'c1' }, {}, answers, client)?.title).toBe('Leçon b');
    expect(client.getQueryData(lessonContentQueryKey('c1', 'b'))).toEqual({ id: 'b', type: 'article' });
  });

  it('draws nothing without the course (another learner’s, a refused read)', () => {
    const client = new QueryClient();
    expect(prefillPlayerPage({ courseId: 'c2' }, {}, answers, client)).toBeNull();
    expect(prefillPlayerPage({}, {}, answers, client)).toBeNull();
    expect(client.getQueryCache().getAll()).toEqual([]);
  });

  it('names the course when the lesson of the address is not one of its lessons', () => {
    const client = new QueryClient();
    expect(prefillPlayerPage({ courseId: 'c1' }, { chapterId: 'zz' }, answers, client)?.title).toBe(
      'HTML et CSS',
    );
  });
});
