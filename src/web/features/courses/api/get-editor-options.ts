import { useQuery } from '@tanstack/react-query';
import type { TEditorOptions } from '#shared/courses/course-editor.contract.ts';
import { getJson } from '#web/lib/api.ts';
import { coursesQueryRoot } from './list-courses.ts';

/** GET /api/courses/editor-options: categories, tags, languages, levels, instructors, templates. */
export function getEditorOptions(signal?: AbortSignal): Promise<TEditorOptions> {
  return getJson<TEditorOptions>('/api/courses/editor-options', signal);
}

export function useEditorOptions() {
  return useQuery({
    queryKey: [...coursesQueryRoot, 'options'],
    queryFn: ({ signal }) => getEditorOptions(signal),
    staleTime: 5 * 60_000,
  });
}
