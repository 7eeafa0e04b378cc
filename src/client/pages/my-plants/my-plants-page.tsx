import { useQuery } from '@tanstack/react-query';
import { CameraIcon, CheckIcon, DropletsIcon, LeafIcon, SproutIcon, Trash2Icon } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { GardenPlant } from '@shared/contracts/care';
import type { SavedPlant } from '@shared/contracts/identify';
import type { CareTask } from '@shared/domain/care';
import { seasonOf } from '@shared/domain/care-climate';
import { localizedName } from '@shared/domain/catalog-text';
import { ALL_WILAYAS, wilayaByCode } from '@shared/domain/wilayas';
import { msg } from '@shared/messages';
import { Badge } from '@client/components/ui/badge';
import { Button } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { fieldClass } from '@client/components/ui/input';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { CareReminders } from '@client/features/care/care-reminders';
import {
  careSpeciesQueryOptions,
  gardenQueryOptions,
  useAddOwnPlant,
  useGardenPhoto,
  useGardenSettings,
  useMarkDone,
  useRemoveGardenPlant,
  useRenameGardenPlant,
} from '@client/features/care/api';
import { myPlantsQueryOptions } from '@client/features/identify/api';
import { interpolate } from '@client/lib/interpolate';
import { useLocale, useMessages, useTranslator } from '@client/lib/i18n';
import { useDates } from '@client/lib/dates';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** A YYYY-MM-DD day read at noon, so no time zone moves it to the day before. */
const noon = (day: string) => `${day}T12:00:00`;

/**
 * My Plants (docs/contract.md §10, docs/decisions/027-plant-care.md): the customer's garden — plants bought
 * (once delivered), identified and added by hand — each with its care plan for the wilaya's climate,
 * a "done" button, a nickname and a photo; reminders per device. Signed-in users only.
 */
export default function MyPlantsPage({ userId }: { userId: string }) {
  const messages = useMessages();
  const c = messages.care;
  const m = messages.identify.myPlants;
  const locale = useLocale();
  useDocumentTitle(m.title);
  const garden = useQuery(gardenQueryOptions(userId));
  // The saved identifications' confidence and catalogue match (GET /api/my-plants).
  const identified = useQuery(myPlantsQueryOptions(userId));
  const settings = useGardenSettings(userId);
  const wilaya = garden.data?.wilaya ?? null;
  const w = wilaya ? wilayaByCode(wilaya) : undefined;

  return (
    <div className="container py-8 sm:py-10">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{m.title}</h1>
        <p className="mt-1 text-muted-foreground">{c.page.subtitle}</p>
        <Link href="/my-plants/diagnose" className="mt-2 inline-block text-sm underline">
          {c.diagnose.title}
        </Link>
      </header>

      {garden.data && (
        <section className="mb-6 grid gap-4 sm:grid-cols-2">
          <Card>
            <CardContent className="space-y-2 p-4 text-sm">
              <p data-testid="garden-climate">
                {w
                  ? interpolate(c.page.climate, {
                      zone: c.zones[garden.data.plants[0]?.plan.zone ?? 'littoral'],
                      wilaya: locale === 'ar' ? w.ar : w.name,
                      season: c.seasons[seasonOf(new Date())],
                    })
                  : c.page.noWilaya}
              </p>
              <label className="block">
                <span className="font-medium">{c.page.chooseWilaya}</span>
                <select
                  className={`${fieldClass} mt-1`}
                  value={wilaya ?? ''}
                  disabled={settings.isPending}
                  onChange={(e) => settings.mutate({ wilaya: e.target.value ? Number(e.target.value) : null })}
                >
                  <option value="">—</option>
                  {ALL_WILAYAS.map((x) => (
                    <option key={x.code} value={x.code}>
                      {String(x.code).padStart(2, '0')} {locale === 'ar' ? x.ar : x.name}
                    </option>
                  ))}
                </select>
              </label>
              <p className="text-xs text-muted-foreground">{c.page.chooseWilayaHint}</p>
            </CardContent>
          </Card>
          <CareReminders userId={userId} weeklyEmail={garden.data.weeklyEmail} />
        </section>
      )}

      {garden.isPending ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-48" />
          ))}
        </div>
      ) : garden.data && garden.data.plants.length > 0 ? (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="my-plants">
          {garden.data.plants.map((p) => (
            <li key={p.id}>
              <GardenCard plant={p} userId={userId} identified={identified.data?.find((i) => i.id === p.identificationId)} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="py-10 text-center">
          <p className="text-muted-foreground">{c.page.empty}</p>
          <Button asChild className="mt-4">
            <Link href="/identify">
              <CameraIcon aria-hidden /> {m.identifyCta}
            </Link>
          </Button>
        </div>
      )}

      <AddOwnPlant userId={userId} />
    </div>
  );
}

type SavedIdentification = SavedPlant;

function GardenCard({ plant: p, userId, identified }: { plant: GardenPlant; userId: string; identified: SavedIdentification | undefined }) {
  const messages = useMessages();
  const tr = useTranslator();
  const locale = useLocale();
  const c = messages.care;
  const dates = useDates();
  const done = useMarkDone(userId);
  const remove = useRemoveGardenPlant(userId);
  const rename = useRenameGardenPlant(userId);
  const photo = useGardenPhoto(userId);
  const [nickname, setNickname] = useState(p.nickname ?? '');
  const failed = () => toast({ variant: 'destructive', title: c.page.failed });
  const picture = p.photoUrl ? `${p.photoUrl}?w=160` : p.imageUrl;
  const title = p.nickname ?? localizedName({ name: p.label, translations: p.translations }, locale);
  const origin = p.source === 'order' ? interpolate(c.page.fromOrder, { order: p.orderNumber ?? '' }) : p.source === 'identification' ? c.page.fromIdentification : c.page.ownPlant;

  const markDone = (task: CareTask) =>
    done.mutate(
      { id: p.id, task },
      { onSuccess: (after) => toast({ title: interpolate(c.page.doneToast, { date: dates.date(noon(after.plan.next[task] ?? '')) }) }), onError: failed },
    );

  const row = (task: CareTask, icon: React.ReactNode, text: string, interval: number | null) => (
    <div className="flex items-center justify-between gap-2" data-testid={`next-${task}`}>
      <div className="min-w-0">
        <p className="flex items-center gap-1 text-sm font-medium">
          {icon} {text}
          {p.plan.due.includes(task) && (
            <Badge variant="destructive" className="ms-1">
              {c.page.due}
            </Badge>
          )}
        </p>
        {interval !== null && <p className="text-xs text-muted-foreground">{tr.text(msg.care.page.every, { count: interval })}</p>}
      </div>
      <Button type="button" size="sm" variant="outline" disabled={done.isPending} onClick={() => markDone(task)} aria-label={`${c.page.done}: ${c.tasks[task]} — ${title}`}>
        <CheckIcon aria-hidden /> {c.page.done}
      </Button>
    </div>
  );

  return (
    <Card className="h-full">
      <CardContent className="flex h-full flex-col gap-3 p-4">
        <div className="flex items-start gap-3">
          {picture ? (
            <img src={picture} alt="" width={64} height={64} loading="lazy" className="size-16 shrink-0 rounded object-cover" />
          ) : (
            <LeafIcon className="size-16 shrink-0 rounded bg-accent p-4 text-primary" aria-hidden />
          )}
          <div className="min-w-0">
            <h2 className="font-semibold break-words">
              <bdi>{title}</bdi>
              {p.speciesName && p.speciesName !== title && <span className="block text-sm font-normal italic">{p.speciesName}</span>}
            </h2>
            <p className="text-xs text-muted-foreground">{origin}</p>
            {identified && (
              <Badge variant="outline" className="mt-1 text-xs">
                {messages.identify.confidence}: {identified.confidence}%
              </Badge>
            )}
          </div>
        </div>
        {!p.knownSpecies && <p className="text-xs text-muted-foreground">{c.page.unknownSpecies}</p>}
        <div className="space-y-2 rounded-md bg-accent/40 p-3">
          {row('water', <DropletsIcon className="size-4" aria-hidden />, interpolate(c.page.nextWater, { date: dates.date(noon(p.plan.next.water)) }), p.plan.intervals.water)}
          {p.plan.next.feed ? (
            row('feed', <SproutIcon className="size-4" aria-hidden />, interpolate(c.page.nextFeed, { date: dates.date(noon(p.plan.next.feed)) }), p.plan.intervals.feed)
          ) : (
            <p className="text-sm text-muted-foreground">{c.page.noFeed}</p>
          )}
          <p className="text-xs text-muted-foreground">{interpolate(c.page.nextRepot, { date: dates.date(noon(p.plan.next.repot)) })}</p>
          <p className="text-xs" data-testid="care-why">
            {c.why[p.plan.why]}
          </p>
        </div>
        <form
          className="flex items-end gap-2"
          onSubmit={(e: FormEvent) => {
            e.preventDefault();
            rename.mutate({ id: p.id, nickname: nickname.trim() || null }, { onError: failed });
          }}
        >
          <label className="min-w-0 flex-1 text-xs">
            {c.page.nickname}
            <input className={`${fieldClass} mt-1`} value={nickname} maxLength={60} dir="auto" onChange={(e) => setNickname(e.target.value)} />
          </label>
          <Button type="submit" size="sm" variant="secondary" disabled={rename.isPending}>
            {c.page.save}
          </Button>
        </form>
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
          <label className="inline-flex cursor-pointer items-center gap-1 rounded-md border px-3 py-1.5 text-sm">
            <CameraIcon className="size-4" aria-hidden /> {p.photoUrl ? c.page.changePhoto : c.page.photo}
            <input
              type="file"
              accept="image/*"
              className="sr-only"
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) photo.mutate({ id: p.id, file }, { onError: failed });
              }}
            />
          </label>
          {identified?.cataloguePlant && (
            <Button asChild size="sm">
              <Link href={`/plant/${identified.cataloguePlant.id}`}>{messages.identify.buy}</Link>
            </Button>
          )}
          {p.cataloguePlantId && !identified && (
            <Button asChild size="sm" variant="ghost">
              <Link href={`/plant/${p.cataloguePlantId}`}>{messages.identify.buy}</Link>
            </Button>
          )}
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={remove.isPending}
            onClick={() => remove.mutate(p.id, { onSuccess: () => toast({ title: c.page.removed, description: title }), onError: failed })}
          >
            <Trash2Icon aria-hidden /> {messages.identify.myPlants.remove}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}

function AddOwnPlant({ userId }: { userId: string }) {
  const c = useMessages().care;
  const species = useQuery(careSpeciesQueryOptions());
  const add = useAddOwnPlant(userId);
  const [name, setName] = useState('');
  const match = species.data?.find((s) => s.name === name || (s.commonName && `${s.commonName} (${s.name})` === name));
  return (
    <section className="mt-8 max-w-xl" aria-labelledby="add-own-plant">
      <h2 id="add-own-plant" className="text-lg font-semibold">
        {c.page.addTitle}
      </h2>
      <form
        className="mt-2 flex items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          if (!match) return;
          add.mutate({ speciesName: match.name }, { onSuccess: () => (setName(''), toast({ title: c.page.added })), onError: () => toast({ variant: 'destructive', title: c.page.failed }) });
        }}
      >
        <label className="min-w-0 flex-1 text-sm">
          {c.page.addSearch}
          <input className={`${fieldClass} mt-1`} list="care-species" value={name} dir="auto" onChange={(e) => setName(e.target.value)} />
          <datalist id="care-species">
            {species.data?.map((s) => (
              <option key={s.name} value={s.commonName ? `${s.commonName} (${s.name})` : s.name} />
            ))}
          </datalist>
        </label>
        <Button type="submit" disabled={!match || add.isPending}>
          {c.page.add}
        </Button>
      </form>
    </section>
  );
}
