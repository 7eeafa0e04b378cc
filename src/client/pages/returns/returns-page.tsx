import { Link } from 'wouter';
import { CreditCardIcon, LandmarkIcon, PackageOpenIcon, ShieldCheckIcon, SproutIcon, SunIcon, type LucideIcon } from 'lucide-react';
import {
  formatHoursFr,
  formatWorkingDaysFr,
  REFUND_DELAY_WORKING_DAYS,
  RESPONSE_TIME_HOURS,
  RETURN_WINDOW_DAYS,
  SURVIVAL_GUARANTEE_DAYS,
  type ReturnCategory,
} from '@shared/domain/shop-facts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { InfoPage, InfoSection } from '@client/components/layout/info-page';
import { useDocumentTitle } from '@client/lib/use-document-title';

const TITLE = 'Politique de Retour';
const DESCRIPTION = `Retours sous ${RETURN_WINDOW_DAYS['live-plants']} jours pour les plantes vivantes, ${RETURN_WINDOW_DAYS['seeds-bulbs']} jours pour les graines et bulbes, ${RETURN_WINDOW_DAYS.accessories} jours pour les accessoires, et garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours.`;

const WINDOWS: { category: ReturnCategory; title: string; condition: string; icon: LucideIcon }[] = [
  {
    category: 'live-plants',
    title: 'Plantes vivantes',
    icon: SunIcon,
    condition: 'Dans leur pot d’origine, avec une photo de la plante et de l’emballage à la réception.',
  },
  {
    category: 'seeds-bulbs',
    title: 'Graines et bulbes',
    icon: SproutIcon,
    condition: 'Sachets non ouverts, bulbes non plantés, conservés au sec et au frais.',
  },
  {
    category: 'accessories',
    title: 'Accessoires',
    icon: PackageOpenIcon,
    condition: 'Pots, outils et terreaux neufs, non utilisés, dans leur emballage d’origine.',
  },
];

const PROCEDURE = [
  {
    title: 'Contactez-nous',
    text: 'Écrivez-nous depuis la page Contact avec votre numéro de commande (affiché dans My Orders, par exemple #1A2B3C4D), l’article concerné et, pour une plante, une photo.',
  },
  {
    title: 'Recevez nos instructions',
    text: `Nous répondons aux questions sur les commandes sous ${formatHoursFr(RESPONSE_TIME_HOURS.orders)} pendant nos horaires d’ouverture, avec l’adresse et la marche à suivre.`,
  },
  {
    title: 'Renvoyez l’article',
    text: 'Emballez-le soigneusement et joignez votre numéro de commande. Pour une plante couverte par la garantie de survie, une photo suffit souvent : pas besoin de la renvoyer.',
  },
  {
    title: 'Remboursement ou remplacement',
    text: 'Dès l’article reçu et vérifié (ou la photo examinée), nous remplaçons l’article ou remboursons sur le moyen de paiement utilisé.',
  },
];

export default function ReturnsPage() {
  useDocumentTitle(TITLE, DESCRIPTION);
  const card = REFUND_DELAY_WORKING_DAYS.card;
  const transfer = REFUND_DELAY_WORKING_DAYS.bank_transfer;

  return (
    <InfoPage
      title={TITLE}
      intro="Une plante qui ne vous convient pas, un article abîmé ? Voici comment retourner un achat et être remboursé, simplement."
    >
      <InfoSection id="delais" title="Délais de retour" intro="Les délais courent à partir du jour de la livraison.">
        <ul className="grid gap-4 md:grid-cols-3">
          {WINDOWS.map((w) => (
            <li key={w.category} data-testid={`return-${w.category}`}>
              <Card className="h-full">
                <CardHeader>
                  <w.icon className="size-6 text-primary" aria-hidden />
                  <CardTitle>{w.title}</CardTitle>
                  <p className="text-3xl font-bold text-primary">{RETURN_WINDOW_DAYS[w.category]} jours</p>
                  <CardDescription>{w.condition}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="garantie" title={`Garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours`}>
        <div className="flex gap-4 rounded-xl border bg-accent/50 p-5 text-sm">
          <ShieldCheckIcon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
          <div className="space-y-2">
            <p>
              Si votre plante arrive abîmée ou dépérit dans les <strong>{SURVIVAL_GUARANTEE_DAYS} jours</strong> suivant la livraison
              alors que vous avez suivi nos conseils d’entretien, nous la remplaçons gratuitement ou nous vous la remboursons.
            </p>
            <p>
              Envoyez-nous une photo de la plante (et de l’emballage si le colis est abîmé). Nos conseils pour bien l’accueillir sont
              dans le{' '}
              <Link href="/plant-care" className="text-primary underline-offset-4 hover:underline">
                Guide d'Entretien
              </Link>
              .
            </p>
          </div>
        </div>
      </InfoSection>

      <InfoSection id="procedure" title="Comment retourner un article ?">
        <ol className="grid gap-4 md:grid-cols-2">
          {PROCEDURE.map((step, i) => (
            <li key={step.title} className="flex gap-4 rounded-xl border p-5">
              <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold">{step.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
        <p className="mt-4 text-sm">
          <Link href="/contact" className="font-medium text-primary underline-offset-4 hover:underline">
            Demander un retour
          </Link>
        </p>
      </InfoSection>

      <InfoSection
        id="remboursements"
        title="Délais de remboursement"
        intro="Comptés à partir de l'acceptation du retour, sur le moyen de paiement utilisé pour la commande."
      >
        <ul className="grid gap-4 sm:grid-cols-2">
          <li data-testid="refund-card">
            <Card className="h-full">
              <CardContent className="flex gap-4 pt-6">
                <CreditCardIcon className="size-6 shrink-0 text-primary" aria-hidden />
                <div>
                  <p className="font-semibold">Paiement par carte</p>
                  <p className="text-sm text-muted-foreground">Remboursé sous {formatWorkingDaysFr(card)}.</p>
                </div>
              </CardContent>
            </Card>
          </li>
          <li data-testid="refund-transfer">
            <Card className="h-full">
              <CardContent className="flex gap-4 pt-6">
                <LandmarkIcon className="size-6 shrink-0 text-primary" aria-hidden />
                <div>
                  <p className="font-semibold">Paiement par virement bancaire</p>
                  <p className="text-sm text-muted-foreground">Remboursé sous {formatWorkingDaysFr(transfer)}, par virement.</p>
                </div>
              </CardContent>
            </Card>
          </li>
        </ul>
      </InfoSection>

      <InfoSection id="frais" title="Frais de retour">
        <p className="text-sm">
          Si l’erreur vient de nous — article abîmé, défectueux ou différent de votre commande — le retour est entièrement à notre
          charge. Dans les autres cas, les frais de renvoi restent à votre charge ; les frais de livraison initiaux ne sont remboursés
          que si toute la commande est retournée pour une erreur de notre part.
        </p>
      </InfoSection>
    </InfoPage>
  );
}
