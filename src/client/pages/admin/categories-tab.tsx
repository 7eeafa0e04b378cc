import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon } from 'lucide-react';
import type { Category } from '@shared/contracts/catalog';
import { PlantImage } from '@client/components/plant-image';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { CategoryDialog } from '@client/features/admin/category-dialog';
import { categoriesQueryOptions } from '@client/features/catalog/api';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { useCategoryMutations } from './queries';
import { EditDeleteButtons, EmptyState } from './table';

/** Spec §9: 6 placeholder cards for the admin categories. */
const SKELETON_CARDS = 6;

/** Spec §2 Categories: card grid with image, name, description, plant count, edit and delete. */
export function CategoriesTab({ active }: { active: boolean }) {
  const m = useMessages();
  const tr = useTranslator();
  const t = m.admin.categories;
  const query = useQuery({ ...categoriesQueryOptions(), enabled: active });
  const mutations = useCategoryMutations();
  // Names and descriptions in the reader's language where there is one; the dialog edits every language.
  const text = useCatalogText();
  const [dialog, setDialog] = useState<{ open: boolean; category: Category | null }>({ open: false, category: null });
  const categories = query.data ?? [];

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        <Button onClick={() => setDialog({ open: true, category: null })}>
          <PlusIcon aria-hidden />
          {t.add}
        </Button>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <EmptyState error>{m.admin.common.loadFailed}</EmptyState>
        ) : !query.isPending && categories.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy={query.isPending} aria-label={t.title}>
            {query.isPending
              ? Array.from({ length: SKELETON_CARDS }, (_, i) => (
                  <li key={i} className="rounded-lg border p-4" data-testid="admin-category-placeholder">
                    <Skeleton className="aspect-[2/1] w-full" />
                    <Skeleton className="mt-3 h-5 w-32" />
                    <Skeleton className="mt-2 h-4 w-full" />
                  </li>
                ))
              : categories.map((category) => (
                  <li key={category.id} className="flex flex-col overflow-hidden rounded-lg border" data-testid="admin-category-card">
                    <PlantImage src={category.imageUrl} alt={text.name(category)} sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw" className="aspect-[2/1] h-auto w-full" />
                    <div className="flex flex-1 flex-col gap-1 p-4">
                      <h3 className="font-semibold">{text.name(category)}</h3>
                      {text.description(category) ? <p className="line-clamp-2 text-sm text-muted-foreground">{text.description(category)}</p> : null}
                      <p className="text-sm" data-testid="plant-count">
                        {tr.text(t.plantCount, { count: category.plantCount })}
                      </p>
                      <div className="mt-auto flex justify-end gap-1 pt-2">
                        <EditDeleteButtons
                          editLabel={interpolate(t.editCategory, { name: text.name(category) })}
                          deleteLabel={interpolate(t.deleteCategory, { name: text.name(category) })}
                          onEdit={() => setDialog({ open: true, category })}
                          onDelete={() => mutations.remove.mutate(category.id)}
                          deleteDisabled={mutations.remove.isPending}
                        />
                      </div>
                    </div>
                  </li>
                ))}
          </ul>
        )}
      </CardContent>
      <CategoryDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        category={dialog.category}
        onSave={(body) => (dialog.category ? mutations.update.mutateAsync({ id: dialog.category.id, body }) : mutations.create.mutateAsync(body))}
      />
    </Card>
  );
}
