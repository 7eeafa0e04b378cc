import { BugIcon, CalendarIcon, DropletIcon, LeafIcon, MapIcon, SunIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@client/components/ui/tabs';
import { careContent } from '@shared/content/plant-care/load';
import { InfoPage, Rich, usePageContent } from '@client/components/layout/info-page';
import { useDocumentTitle } from '@client/lib/use-document-title';

/** Spec §2 Static pages: the four tabs of the care guide. */
const CARE_TABS = [
  { value: 'saisons', icon: CalendarIcon },
  { value: 'types', icon: LeafIcon },
  { value: 'problemes', icon: BugIcon },
  { value: 'algerie', icon: MapIcon },
] as const;

export default function PlantCarePage() {
  const c = usePageContent(careContent);
  useDocumentTitle(c.title, c.description);
  return (
    <InfoPage title={c.title} intro={c.intro}>
      <Tabs defaultValue="saisons" className="space-y-6">
        <TabsList aria-label={c.tabsLabel} className="flex h-auto w-full flex-wrap justify-center gap-1 sm:w-auto">
          {CARE_TABS.map((tab) => (
            <TabsTrigger key={tab.value} value={tab.value} className="min-h-10 flex-1 sm:flex-none">
              <tab.icon className="size-4" aria-hidden />
              {c.tabs[tab.value]}
            </TabsTrigger>
          ))}
        </TabsList>

        {/* forceMount keeps every panel in the document (crawlers, the facts test); Radix then leaves hiding to CSS. */}
        <TabsContent value="saisons" forceMount className="data-[state=inactive]:hidden">
          <h2 className="sr-only">{c.tabs.saisons}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {c.seasons.map((season) => (
              <li key={season.id}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle asChild>
                      <h3>{season.name}</h3>
                    </CardTitle>
                    <CardDescription>
                      <span className="font-medium text-foreground">{season.months}</span> — {season.summary}
                    </CardDescription>
                  </CardHeader>
                  <CardContent>
                    <ul className="list-disc space-y-1.5 ps-5 text-sm">
                      {season.tips.map((tip) => (
                        <li key={tip}>{tip}</li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>

        <TabsContent value="types" forceMount className="data-[state=inactive]:hidden">
          <h2 className="sr-only">{c.tabs.types}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {c.plantTypes.map((type) => (
              <li key={type.id}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle asChild>
                      <h3>{type.name}</h3>
                    </CardTitle>
                    <CardDescription>{type.examples}</CardDescription>
                  </CardHeader>
                  <CardContent>
                    <dl className="space-y-2 text-sm">
                      <div className="flex gap-2">
                        <dt>
                          <SunIcon className="mt-0.5 size-4 text-primary" aria-hidden />
                          <span className="sr-only">{c.needs.light}</span>
                        </dt>
                        <dd>{type.light}</dd>
                      </div>
                      <div className="flex gap-2">
                        <dt>
                          <DropletIcon className="mt-0.5 size-4 text-primary" aria-hidden />
                          <span className="sr-only">{c.needs.water}</span>
                        </dt>
                        <dd>{type.water}</dd>
                      </div>
                      <div className="flex gap-2">
                        <dt>
                          <LeafIcon className="mt-0.5 size-4 text-primary" aria-hidden />
                          <span className="sr-only">{c.needs.tip}</span>
                        </dt>
                        <dd>{type.tip}</dd>
                      </div>
                    </dl>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </TabsContent>

        <TabsContent value="problemes" forceMount className="data-[state=inactive]:hidden">
          <h2 className="sr-only">{c.tabs.problemes}</h2>
          <ul className="grid gap-4 md:grid-cols-2">
            {c.problems.map((problem) => (
              <li key={problem.id} className="rounded-xl border p-5">
                <h3 className="font-semibold">{problem.symptom}</h3>
                <p className="mt-2 text-sm">
                  <span className="font-medium text-muted-foreground">{c.problemLabels.cause}</span>
                  {problem.cause}
                </p>
                <p className="mt-1 text-sm">
                  <span className="font-medium text-primary">{c.problemLabels.fix}</span>
                  {problem.fix}
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-center text-sm text-muted-foreground">
            <Rich text={c.unsure} />
          </p>
        </TabsContent>

        <TabsContent value="algerie" forceMount className="space-y-8 data-[state=inactive]:hidden">
          <h2 className="sr-only">{c.tabs.algerie}</h2>
          <ul className="grid gap-4 lg:grid-cols-3">
            {c.regions.map((region) => (
              <li key={region.id}>
                <Card className="h-full">
                  <CardHeader>
                    <CardTitle asChild>
                      <h3>{region.name}</h3>
                    </CardTitle>
                    <CardDescription>{region.wilayas}</CardDescription>
                  </CardHeader>
                  <CardContent className="space-y-3 text-sm">
                    <p>{region.climate}</p>
                    <ul className="list-disc space-y-1.5 ps-5">
                      {region.tips.map((tip) => (
                        <li key={tip}>{tip}</li>
                      ))}
                    </ul>
                    <p>
                      <span className="font-medium text-primary">{c.recommended}</span>
                      {region.plants}
                    </p>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
          <section aria-labelledby="algerie-partout">
            <h3 id="algerie-partout" className="text-xl font-semibold">
              {c.algeria.title}
            </h3>
            <ul className="mt-4 grid gap-4 sm:grid-cols-2">
              {c.algeria.everywhere.map((tip) => (
                <li key={tip.title} className="rounded-xl border bg-accent/40 p-5">
                  <h4 className="font-semibold">{tip.title}</h4>
                  <p className="mt-1 text-sm">{tip.text}</p>
                </li>
              ))}
            </ul>
          </section>
        </TabsContent>
      </Tabs>
    </InfoPage>
  );
}
