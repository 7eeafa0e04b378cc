import type { ReactNode } from 'react';
import { PencilIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@client/components/ui/button';
import { Input } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { stackedTable } from '@client/components/ui/stacked-table';
import { cn } from '@client/lib/cn';

export const th = 'px-3 py-2 text-start font-medium text-muted-foreground';
export const td = 'px-3 py-3 align-middle';

/**
 * A table with a header row. Its cells break between words only (`break-word`, not the page's
 * `anywhere`): on a phone the table scrolls sideways inside its box instead of squeezing
 * "Cyperaceae" to a letter a line. A `stacked` table shows one card per row on a phone instead
 * (its cells carry `data-label`; see stacked-table.ts), for lists whose last columns matter most.
 */
export function AdminTable({ head, children, busy, label, stacked }: { head: ReactNode[]; children: ReactNode; busy?: boolean; label: string; stacked?: boolean }) {
  return (
    <div className={stacked ? 'sm:overflow-x-auto' : 'overflow-x-auto'}>
      <table className={cn(stacked ? stackedTable.table : 'w-full text-sm', '[overflow-wrap:break-word]')} aria-busy={busy} aria-label={label}>
        <thead className={stacked ? stackedTable.head : 'border-b'}>
          <tr>
            {head.map((h, i) => (
              <th key={i} className={cn(th, i === head.length - 1 && 'text-end')}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={stacked ? stackedTable.body : undefined}>{children}</tbody>
      </table>
    </div>
  );
}

/** Spec §2/§9: 3 placeholder rows while a list loads. */
export function SkeletonRows({ columns, rows = 3 }: { columns: number; rows?: number }) {
  return Array.from({ length: rows }, (_, i) => (
    <tr key={i} className="border-b last:border-0" data-testid="admin-row-placeholder">
      {Array.from({ length: columns }, (_, j) => (
        <td key={j} className={td}>
          <Skeleton className="h-5 w-full max-w-28" />
        </td>
      ))}
    </tr>
  ));
}

/** The text of an empty list (spec §2), or the failure of its call. */
export function EmptyState({ children, error }: { children: ReactNode; error?: boolean }) {
  return (
    <p className={cn('py-12 text-center', error ? 'text-destructive' : 'text-muted-foreground')} role={error ? 'alert' : 'status'}>
      {children}
    </p>
  );
}

/** The search box of a paged admin list; typing goes back to page 1. */
export function SearchBox({ value, label, onSearch }: { value: string; label: string; onSearch: (text: string) => void }) {
  return (
    <div className="relative">
      <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input type="search" className="w-56 ps-9" placeholder={label} aria-label={label} value={value} onChange={(e) => onSearch(e.target.value)} />
    </div>
  );
}

/** A row's edit and delete icon buttons (deletes happen without confirmation, spec §7). */
export function EditDeleteButtons({
  editLabel,
  deleteLabel,
  onEdit,
  onDelete,
  deleteDisabled,
  deleteTitle,
}: {
  editLabel: string;
  deleteLabel: string;
  onEdit: () => void;
  onDelete: () => void;
  deleteDisabled: boolean;
  deleteTitle?: string | undefined;
}) {
  return (
    <>
      <Button variant="ghost" size="icon" aria-label={editLabel} onClick={onEdit}>
        <PencilIcon aria-hidden />
      </Button>
      <Button variant="ghost" size="icon" className="text-destructive" aria-label={deleteLabel} title={deleteTitle} disabled={deleteDisabled} onClick={onDelete}>
        <Trash2Icon aria-hidden />
      </Button>
    </>
  );
}
