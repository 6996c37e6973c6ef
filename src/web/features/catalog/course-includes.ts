import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { formatTotalDuration, lessonCountLabels } from './course-format.ts';

// "Ce cours inclut" (spec/authoring-and-shell.md §2, fed by the course's options): total duration,
// lessons by type, downloadable documents, certificate, community and the length of access.

export type IncludedKind = 'duration' | 'lessons' | 'downloadable' | 'certificate' | 'community' | 'access';
export type IncludedItem = { kind: IncludedKind; text: string };

type IncludesSource = Pick<
  TCourseDetail,
  'duration' | 'sections' | 'enable_certificate' | 'enable_community' | 'access_duration_days'
>;

export function includedItems(course: IncludesSource): IncludedItem[] {
  const types = course.sections.flatMap((section) => section.lessons.map((lesson) => lesson.type));
  const items: IncludedItem[] = [
    {
      kind: 'duration',
      text: t('catalog.course.totalDuration', { duration: formatTotalDuration(course.duration) }),
    },
    ...lessonCountLabels(types).map((text) => ({ kind: 'lessons' as const, text })),
  ];
  if (types.includes('document'))
    items.push({ kind: 'downloadable', text: t('catalog.course.downloadable') });
  if (course.enable_certificate) items.push({ kind: 'certificate', text: t('catalog.course.certificate') });
  if (course.enable_community) items.push({ kind: 'community', text: t('catalog.course.community') });
  const days = course.access_duration_days;
  items.push({
    kind: 'access',
    text:
      days && days > 0
        ? t(days === 1 ? 'catalog.course.accessDay' : 'catalog.course.accessDays', { n: days })
        : t('catalog.course.accessUnlimited'),
  });
  return items;
}
