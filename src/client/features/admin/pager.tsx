import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';

/** Previous / Next under an admin table; hidden when everything fits on one page. */
export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (page: number) => void }) {
  const t = useMessages().admin.common;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav className="mt-4 flex items-center justify-end gap-2 text-sm" aria-label={interpolate(t.pageOf, { page, pages })}>
      <span className="me-2 text-muted-foreground">{interpolate(t.pageOf, { page, pages })}</span>
      <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeftIcon aria-hidden className="rtl:rotate-180" />
        {t.previous}
      </Button>
      <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
        <ChevronRightIcon aria-hidden className="rtl:rotate-180" />
      </Button>
    </nav>
  );
}
