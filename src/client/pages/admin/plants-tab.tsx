import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PlusIcon, StarIcon } from 'lucide-react';
import type { PlantListItem } from '@shared/contracts/catalog';
import { hasSizes, priceRange, totalStock } from '@shared/domain/sizes';
import { stockLevel } from '@shared/domain/stock';
import { PlantImage } from '@client/components/plant-image';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { stackedTable } from '@client/components/ui/stacked-table';
import { ADMIN_PAGE_SIZE } from '@client/features/admin/api';
import { Pager } from '@client/features/admin/pager';
import { CatalogSheetButtons } from '@client/features/admin/catalog-sheet-import';
import { PlantDialog } from '@client/features/admin/plant-dialog';
import { categoriesQueryOptions } from '@client/features/catalog/api';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { interpolate } from '@client/lib/interpolate';
import { useMessages, useTranslator } from '@client/lib/i18n';
import { adminPlantsQueryOptions, usePlantMutations } from './queries';
import { AdminTable, EditDeleteButtons, EmptyState, SearchBox, SkeletonRows } from './table';

/** On a phone each plant is a card (stacked-table.ts): price, stock and the row's buttons stay in reach. */
const { cell } = stackedTable;

/** Spec §2 Plant Management: the catalogue, newest first; add, toggle featured, edit, delete. */
export function PlantsTab({ active }: { active: boolean }) {
  const m = useMessages();
  const t = m.admin.plants;
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const query = useQuery(adminPlantsQueryOptions({ page, search, enabled: active }));
  const categories = useQuery({ ...categoriesQueryOptions(), enabled: active });
  const mutations = usePlantMutations();
  const text = useCatalogText();
  const [dialog, setDialog] = useState<{ open: boolean; plant: PlantListItem | null }>({ open: false, plant: null });

  const plants = query.data?.plants ?? [];
  const loading = query.isPending;
  const f = m.admin.plantForm;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3 space-y-0">
        <CardTitle asChild>
          <h2>{t.title}</h2>
        </CardTitle>
        <div className="flex flex-wrap items-center gap-2">
          <SearchBox
            value={search}
            label={t.search}
            onSearch={(text) => {
              setSearch(text);
              setPage(1);
            }}
          />
          <CatalogSheetButtons />
          <Button onClick={() => setDialog({ open: true, plant: null })}>
            <PlusIcon aria-hidden />
            {t.add}
          </Button>
        </div>
      </CardHeader>
      <CardContent>
        {query.isError ? (
          <EmptyState error>{m.admin.common.loadFailed}</EmptyState>
        ) : !loading && plants.length === 0 ? (
          <EmptyState>{t.empty}</EmptyState>
        ) : (
          <AdminTable stacked label={t.title} busy={loading} head={['', f.name, f.family, f.category, f.price, f.stock, m.admin.common.actions]}>
            {loading ? (
              <SkeletonRows columns={7} />
            ) : (
              // Names in the reader's language where the plant has one; the edit dialog edits every language.
              plants.map((plant) => (
                <tr key={plant.id} className={stackedTable.row} data-testid="admin-plant-row">
                  <td className={`${cell} w-16 before:content-none`}>
                    <PlantImage src={plant.imageUrl} alt={text.name(plant)} size={48} className="size-12 rounded-md" />
                  </td>
                  <td className={cell} data-label={f.name}>
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-medium">{text.name(plant)}</span>
                      {plant.featured ? <Badge>{t.featured}</Badge> : null}
                    </div>
                    {text.commonName(plant) ? <p className="text-xs text-muted-foreground">{text.commonName(plant)}</p> : null}
                  </td>
                  <td className={`${cell} text-muted-foreground`} data-label={f.family}>
                    {plant.family ?? '—'}
                  </td>
                  <td className={cell} data-label={f.category}>
                    <Badge variant="secondary">{text.name(plant.category)}</Badge>
                  </td>
                  <td className={`${cell} whitespace-nowrap tabular-nums`} data-label={f.price}>
                    <PriceCell plant={plant} />
                  </td>
                  <td className={`${cell} whitespace-nowrap tabular-nums`} data-label={f.stock}>
                    {/* Every size's units: the plant is in stock when any size is (docs/contract.md §8). */}
                    <StockCell stock={plant.variants.length > 0 ? totalStock(plant.variants) : plant.stock} />
                  </td>
                  <td className={`${cell} ${stackedTable.wide} ${stackedTable.unlabelled} whitespace-nowrap sm:text-end`}>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={interpolate(plant.featured ? t.unmarkFeatured : t.markFeatured, { name: text.name(plant) })}
                      aria-pressed={plant.featured}
                      disabled={mutations.setFeatured.isPending}
                      onClick={() => mutations.setFeatured.mutate({ id: plant.id, featured: !plant.featured })}
                    >
                      <StarIcon className={plant.featured ? 'fill-primary text-primary' : undefined} aria-hidden />
                    </Button>
                    <EditDeleteButtons
                      editLabel={interpolate(t.editPlant, { name: text.name(plant) })}
                      deleteLabel={interpolate(t.deletePlant, { name: text.name(plant) })}
                      onEdit={() => setDialog({ open: true, plant })}
                      onDelete={() => mutations.remove.mutate(plant.id)}
                      deleteDisabled={mutations.remove.isPending}
                    />
                  </td>
                </tr>
              ))
            )}
          </AdminTable>
        )}
        <Pager page={page} pageSize={ADMIN_PAGE_SIZE} total={query.data?.total ?? 0} onPage={setPage} />
      </CardContent>
      <PlantDialog
        open={dialog.open}
        onOpenChange={(open) => setDialog((d) => ({ ...d, open }))}
        plant={dialog.plant}
        categories={categories.data ?? []}
        onSave={(body) => (dialog.plant ? mutations.update.mutateAsync({ id: dialog.plant.id, body }) : mutations.create.mutateAsync(body))}
      />
    </Card>
  );
}

/**
 * The price, or the cheapest size's to the dearest's when they differ (docs/contract.md §8), and how
 * many sizes. The struck-through original price is the first size's: only a plant sold in one size says it.
 */
function PriceCell({ plant }: { plant: PlantListItem }) {
  const t = useMessages().admin.plants;
  const tr = useTranslator();
  const range = priceRange(plant.variants);
  const price =
    range && range.from !== range.to ? interpolate(t.priceRange, { from: tr.money(range.from), to: tr.money(range.to) }) : plant.price ? tr.money(plant.price) : null;
  return (
    <>
      <span data-testid="admin-plant-price">{price ?? <span className="text-muted-foreground">{t.noPrice}</span>}</span>
      {plant.originalPrice && plant.variants.length <= 1 ? (
        <s className="ms-2 text-xs text-muted-foreground" data-testid="original-price">
          {tr.money(plant.originalPrice)}
        </s>
      ) : null}
      {hasSizes(plant.variants) ? (
        <p className="text-xs text-muted-foreground" data-testid="admin-plant-sizes">
          {tr.text(t.sizeCount, { count: plant.variants.length })}
        </p>
      ) : null}
    </>
  );
}

/** The stock, flagged when low (≤ LOW_STOCK_THRESHOLD) and shown differently when out. */
function StockCell({ stock }: { stock: number }) {
  const t = useMessages().orderDesk.stock;
  const level = stockLevel(stock);
  return (
    <span className="flex items-center gap-2" data-testid="plant-stock" data-level={level}>
      <span className={level === 'ok' ? undefined : 'font-semibold'}>{stock}</span>
      {level === 'out' ? <Badge variant="destructive">{t.out}</Badge> : null}
      {level === 'low' ? (
        <Badge variant="outline" className="border-amber-500 text-amber-700 dark:text-amber-400">
          {t.low}
        </Badge>
      ) : null}
    </span>
  );
}
