import { useQuery } from '@tanstack/react-query';
import { CameraIcon, LeafIcon, Trash2Icon } from 'lucide-react';
import { Link } from 'wouter';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { useCatalogText } from '@client/features/catalog/use-catalog-text';
import { myPlantsQueryOptions, useUnsaveIdentification } from '@client/features/identify/api';
import { interpolate } from '@client/lib/interpolate';
import { useMessages } from '@client/lib/i18n';
import { useDates } from '@client/lib/dates';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** My Plants (docs/contract.md §3): the signed-in user's saved identifications. The route is registered for signed-in users only. */
export default function MyPlantsPage({ userId }: { userId: string }) {
  const messages = useMessages();
  const t = messages.identify;
  const text = useCatalogText();
  const dates = useDates();
  const m = t.myPlants;
  useDocumentTitle(m.title);
  const plants = useQuery(myPlantsQueryOptions(userId));
  const remove = useUnsaveIdentification(userId);

  return (
    <div className="container py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="mt-1 text-muted-foreground">{m.subtitle}</p>
      </header>

      {plants.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : plants.data && plants.data.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="my-plants">
          {plants.data.map((p) => (
            <li key={p.id}>
              <Card className="h-full">
                <CardContent className="flex h-full flex-col gap-3 p-4">
                  <div className="flex items-start gap-3">
                    {p.cataloguePlant?.imageUrl ? (
                      <img src={p.cataloguePlant.imageUrl} alt="" width={64} height={64} loading="lazy" className="size-16 rounded object-cover" />
                    ) : (
                      <LeafIcon className="size-16 shrink-0 rounded bg-accent p-4 text-primary" aria-hidden />
                    )}
                    <div className="min-w-0">
                      <h2 className="font-semibold italic">{p.plantName}</h2>
                      {p.commonName && <p className="text-sm">{p.commonName}</p>}
                      <p className="text-xs text-muted-foreground">{interpolate(m.savedOn, { date: dates.date(p.savedAt) })}</p>
                    </div>
                  </div>
                  <div className="flex flex-wrap gap-2 text-xs">
                    <Badge variant="outline">
                      {t.confidence}: {p.confidence}%
                    </Badge>
                    {p.careLevel && <Badge variant="secondary">{messages.shop.plant.careLevels[p.careLevel]}</Badge>}
                    {p.family && <Badge variant="outline">{p.family}</Badge>}
                  </div>
                  {p.description && <p className="line-clamp-3 text-sm text-muted-foreground">{p.description}</p>}
                  <div className="mt-auto flex flex-wrap items-center gap-2 pt-2">
                    {p.cataloguePlant && (
                      <>
                        <Button asChild size="sm">
                          <Link href={`/plant/${p.cataloguePlant.id}`}>{t.buy}</Link>
                        </Button>
                        <span className="text-xs text-muted-foreground" data-testid="catalogue-plant-name">
                          {text.name(p.cataloguePlant)}
                        </span>
                      </>
                    )}
                    <Button
                      type="button"
                      size="sm"
                      variant="ghost"
                      disabled={remove.isPending}
                      onClick={() =>
                        remove.mutate(p.id, {
                          onSuccess: () => toast({ title: m.removedTitle, description: p.commonName ?? p.plantName }),
                          onError: () => toast({ variant: 'destructive', title: t.saveFailedTitle, description: m.removeFailed }),
                        })
                      }
                    >
                      <Trash2Icon aria-hidden /> {m.remove}
                    </Button>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      ) : (
        <div className="py-16 text-center">
          <p className="text-muted-foreground">{m.empty}</p>
          <Button asChild className="mt-4">
            <Link href="/identify">
              <CameraIcon aria-hidden /> {m.identifyCta}
            </Link>
          </Button>
        </div>
      )}
    </div>
  );
}
