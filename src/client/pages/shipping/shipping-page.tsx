import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { CalendarDaysIcon, CheckCircle2Icon, MapPinnedIcon, PackageIcon, TruckIcon, type LucideIcon } from 'lucide-react';
import { formatDAFr, parseMoney } from '@shared/domain/money';
import {
  formatDelayFr,
  formatPriceRangeFr,
  livePlantShippingDaysProseFr,
  RESPONSE_TIME_HOURS,
  SHIPPING_ZONES,
  SURVIVAL_GUARANTEE_DAYS,
  formatHoursFr,
  zoneSummaries,
} from '@shared/domain/shop-facts';
import { Card, CardContent } from '@client/components/ui/card';
import { InfoPage, InfoSection } from '@client/components/layout/info-page';
import { useSiteInfo } from '@client/features/contact/api';
import { settingsQueryOptions } from '@client/features/settings/api';
import { rulesOf, wilayasQueryOptions } from '@client/features/shipping/api';
import { useDocumentTitle } from '@client/lib/use-document-title';

const TITLE = 'Informations Livraison';
const DESCRIPTION =
  "Livraison de plantes dans toute l'Algérie : tarifs et délais par zone et par wilaya, d'Alger au Grand Sud, à domicile ou en stop-desk, suivi du colis et livraison gratuite.";

/** Spec §2 Static pages: the four steps of an order's journey. */
const STEPS: { title: string; text: string; icon: LucideIcon }[] = [
  {
    title: 'Commande confirmée',
    icon: CheckCircle2Icon,
    text:
      'Vous recevez un e-mail de confirmation avec le récapitulatif de votre commande. Si vous payez par virement bancaire, ' +
      'les coordonnées de paiement vous sont envoyées par e-mail ; la préparation commence dès réception du virement.',
  },
  {
    title: 'Préparation',
    icon: PackageIcon,
    text:
      'Nos jardiniers choisissent votre plante, vérifient feuilles et racines, l’arrosent juste ce qu’il faut puis l’emballent : ' +
      'motte protégée, pot calé, carton ajouré pour qu’elle respire pendant le voyage.',
  },
  {
    title: 'Expédition avec numéro de suivi',
    icon: TruckIcon,
    text:
      'Dès que le colis part, nous vous envoyons par e-mail son numéro de suivi : vous savez à tout moment où se trouve votre plante. ' +
      `Les plantes vivantes sont expédiées ${livePlantShippingDaysProseFr()}.`,
  },
  {
    title: 'Livraison',
    icon: MapPinnedIcon,
    text:
      'Le livreur vous appelle avant de passer. Ouvrez le colis dès réception, posez la plante à la lumière indirecte et laissez-la ' +
      's’acclimater quelques jours avant de la rempoter.',
  },
];

export default function ShippingPage() {
  useDocumentTitle(TITLE, DESCRIPTION);
  const { info } = useSiteInfo();
  const threshold = formatDAFr(parseMoney(info.minFreeShipping) ?? 0);
  // The live rates table, the one checkout prices with; the seeded figures until it arrives.
  const wilayas = useQuery(wilayasQueryOptions());
  const settings = useQuery(settingsQueryOptions());
  const rules = wilayas.data && settings.data ? rulesOf(wilayas.data, settings.data.minFreeShipping, settings.data.shippingFee) : null;
  const zones = rules ? zoneSummaries(rules.rates, rules.shippingFee) : SHIPPING_ZONES;
  const algiers = zones[0]!;
  const farSouth = zones.at(-1)!;

  return (
    <InfoPage
      title={TITLE}
      intro="Nous livrons vos plantes dans toute l'Algérie, du littoral au Grand Sud, avec un emballage pensé pour qu'elles arrivent en pleine forme."
    >
      <ul className="grid gap-4 sm:grid-cols-3" aria-label="L'essentiel">
        <Highlight title="Livraison gratuite partout" text={`Dès ${threshold} d'achat.`} testId="free-shipping" />
        <Highlight title={`Dès ${formatPriceRangeFr(algiers.price)}`} text={`À Alger, livré en ${formatDelayFr(algiers.delayDays)}.`} />
        <Highlight
          title={`Plantes expédiées ${livePlantShippingDaysProseFr()}`}
          text="Jamais de plante bloquée en dépôt pendant le week-end."
        />
      </ul>

      <InfoSection id="etapes" title="Comment se passe la livraison ?">
        <ol className="grid gap-4 md:grid-cols-2">
          {STEPS.map((step, i) => (
            <li key={step.title}>
              <Card className="h-full">
                <CardContent className="flex gap-4 pt-6">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-primary-foreground">
                    <step.icon className="size-5" aria-hidden />
                  </span>
                  <div>
                    <h3 className="font-semibold">
                      <span className="text-muted-foreground">{i + 1}. </span>
                      {step.title}
                    </h3>
                    <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
                  </div>
                </CardContent>
              </Card>
            </li>
          ))}
        </ol>
      </InfoSection>

      <InfoSection
        id="tarifs"
        title="Tarifs et délais par zone"
        intro={`De ${formatPriceRangeFr(algiers.price)} à Alger en ${formatDelayFr(algiers.delayDays)}, à ${formatPriceRangeFr(farSouth.price)} dans le Grand Sud en ${formatDelayFr(farSouth.delayDays)}. Le montant exact s'affiche avant la validation de votre commande.`}
      >
        <div className="overflow-x-auto rounded-xl border">
          <table className="w-full text-sm">
            <caption className="sr-only">Tarifs de livraison à domicile et délais après expédition, par zone</caption>
            <thead className="bg-muted/60 text-start">
              <tr>
                <th scope="col" className="p-3 text-start font-semibold">Zone</th>
                <th scope="col" className="p-3 text-start font-semibold">Wilayas (exemples)</th>
                <th scope="col" className="p-3 text-start font-semibold">Tarif</th>
                <th scope="col" className="p-3 text-start font-semibold">Délai</th>
              </tr>
            </thead>
            <tbody>
              {zones.map((zone) => (
                <tr key={zone.id} className="border-t" data-testid={`zone-${zone.id}`}>
                  <th scope="row" className="p-3 text-start font-medium">{zone.name}</th>
                  <td className="p-3 text-muted-foreground">{zone.examples.join(', ')}</td>
                  <td className="whitespace-nowrap p-3">{formatPriceRangeFr(zone.price)}</td>
                  <td className="whitespace-nowrap p-3">{formatDelayFr(zone.delayDays)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p className="mt-3 text-sm text-muted-foreground">
          Livraison gratuite partout en Algérie pour toute commande d'au moins {threshold}. Les délais courent à partir de l'expédition.
          Le stop-desk (retrait en point relais) coûte moins cher là où il existe.
        </p>
        {wilayas.data ? (
          <details className="mt-4 rounded-xl border p-3 text-sm">
            <summary className="cursor-pointer font-medium">Tarif de votre wilaya</summary>
            <table className="mt-3 w-full">
              <caption className="sr-only">Tarifs par wilaya : à domicile, en stop-desk, délai</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th scope="col" className="p-1 text-start font-medium">Wilaya</th>
                  <th scope="col" className="p-1 text-start font-medium">À domicile</th>
                  <th scope="col" className="p-1 text-start font-medium">Stop-desk</th>
                  <th scope="col" className="p-1 text-start font-medium">Délai</th>
                </tr>
              </thead>
              <tbody>
                {wilayas.data.map((w) => (
                  <tr key={w.code} className="border-t" data-testid={`wilaya-rate-${w.code}`}>
                    <th scope="row" className="p-1 text-start font-normal">
                      {w.code} {w.nameFr} <span lang="ar">{w.nameAr}</span>
                    </th>
                    <td className="whitespace-nowrap p-1">{formatDAFr(w.home)}</td>
                    <td className="whitespace-nowrap p-1">{w.desk ? formatDAFr(w.desk) : '—'}</td>
                    <td className="whitespace-nowrap p-1">{w.days ? formatDelayFr(w.days) : '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        ) : null}
      </InfoSection>

      <InfoSection id="plantes-vivantes" title="Plantes vivantes : un calendrier d'expédition adapté">
        <div className="flex gap-4 rounded-xl border bg-accent/50 p-5">
          <CalendarDaysIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
          <div className="space-y-2 text-sm">
            <p>
              Les plantes vivantes sont expédiées <strong>{livePlantShippingDaysProseFr()}</strong> uniquement. Ainsi, aucune plante ne
              reste enfermée dans un dépôt pendant le week-end du vendredi et du samedi. Une commande passée du jeudi au samedi part le
              dimanche suivant.
            </p>
            <p>
              En été, les colis pour le Sud et le Grand Sud partent en début de semaine et voyagent protégés de la chaleur. Les graines,
              bulbes et accessoires ne sont pas concernés par ce calendrier.
            </p>
          </div>
        </div>
      </InfoSection>

      <InfoSection id="probleme" title="Un souci avec votre colis ?">
        <p className="text-sm">
          Une plante abîmée à l'arrivée ou qui dépérit malgré nos conseils est couverte par notre{' '}
          <strong>garantie de survie de {SURVIVAL_GUARANTEE_DAYS} jours</strong> : consultez notre{' '}
          <Link href="/returns" className="text-primary underline-offset-4 hover:underline">
            politique de retour
          </Link>{' '}
          ou{' '}
          <Link href="/contact" className="text-primary underline-offset-4 hover:underline">
            contactez-nous
          </Link>{' '}
          — nous répondons aux questions sur les commandes sous {formatHoursFr(RESPONSE_TIME_HOURS.orders)}.
        </p>
      </InfoSection>
    </InfoPage>
  );
}

function Highlight({ title, text, testId }: { title: string; text: string; testId?: string }) {
  return (
    <li data-testid={testId}>
      <Card className="h-full">
        <CardContent className="pt-6">
          <p className="font-semibold text-primary">{title}</p>
          <p className="mt-1 text-sm text-muted-foreground">{text}</p>
        </CardContent>
      </Card>
    </li>
  );
}
