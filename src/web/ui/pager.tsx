import { ChevronLeft, ChevronRight } from 'lucide-react';
import { t } from '#shared/messages/fr-web.ts';
import { Button } from '#web/ui/button.tsx';

/** 'Précédent' · 'Page 2 sur 5' · 'Suivant'; nothing when everything fits on one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('pager.label')} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        {t('pager.previous')}
      </Button>
      <p className="text-sm text-muted-foreground tabular-nums" aria-live="polite">
        {t('pager.pageOf', { page, pages })}
      </p>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pager.next')}
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}

/** How many pages a list of `total` rows has, `limit` per page (at least one). */
export const pageCount = (list: { total: number; limit: number }) =>
  Math.max(1, Math.ceil(list.total / list.limit));
