import {
  Award,
  Clock,
  Download,
  FileText,
  Infinity as InfinityIcon,
  type LucideIcon,
  Users,
} from 'lucide-react';
import type { TCourseDetail } from '#shared/catalog/catalog.contract.ts';
import { t } from '#shared/messages/fr-catalog-details.ts';
import { type IncludedKind, includedItems } from '../course-includes.ts';

const ICONS: Record<IncludedKind, LucideIcon> = {
  duration: Clock,
  lessons: FileText,
  downloadable: Download,
  certificate: Award,
  community: Users,
  access: InfinityIcon,
};

/** "Ce cours inclut". */
export function CourseIncludes({ course }: { course: TCourseDetail }) {
  return (
    <section aria-labelledby="includes-title" className="space-y-3">
      <h2 id="includes-title" className="text-xl font-semibold">
        {t('catalog.course.includes')}
      </h2>
      <ul className="grid gap-2 sm:grid-cols-2">
        {includedItems(course).map((item) => {
          const Icon = ICONS[item.kind];
          return (
            <li key={item.text} className="flex items-center gap-2 text-sm">
              <Icon aria-hidden="true" className="size-4 shrink-0 text-primary" />
              {item.text}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
