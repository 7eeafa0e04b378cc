import { Link } from 'wouter';
import { BookOpenIcon, CameraIcon, DropletsIcon, HeadsetIcon, HeartHandshakeIcon, PackageCheckIcon, ShoppingBagIcon, SunIcon } from 'lucide-react';
import { formatHoursFr, RESPONSE_TIME_HOURS, SHIPPING_ZONES, speciesCountFr, SURVIVAL_GUARANTEE_DAYS } from '@shared/domain/shop-facts';
import { Button } from '@client/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { InfoPage, InfoSection } from '@client/components/layout/info-page';
import { useDocumentTitle } from '@client/lib/use-document-title';

const TITLE = 'À Propos';
const DESCRIPTION = `Nabta, la boutique de plantes et l'identification gratuite de plantes (${speciesCountFr()}) pensées pour l'Algérie, du littoral au Sahara.`;

const OFFER = [
  {
    icon: CameraIcon,
    title: 'Identification gratuite',
    text: `Une photo suffit : notre intelligence artificielle reconnaît ${speciesCountFr()} et vous donne son nom, sa famille et ses besoins. C'est gratuit, sans compte.`,
  },
  {
    icon: ShoppingBagIcon,
    title: 'Une boutique de plantes',
    text: "Plantes d'intérieur, succulentes, aromatiques, arbres fruitiers, cactus… choisies pour réussir sous notre climat, avec les prix en dinars.",
  },
  {
    icon: BookOpenIcon,
    title: "Des guides d'entretien",
    text: 'Saisons, types de plantes, problèmes courants et conseils par région : littoral, Hauts Plateaux et Sahara.',
  },
  {
    icon: HeadsetIcon,
    title: 'Des conseils de passionnés',
    text: `Une question ? Nous répondons sous ${formatHoursFr(RESPONSE_TIME_HOURS.identification)} pour une identification et sous ${formatHoursFr(RESPONSE_TIME_HOURS.orders)} pour une commande.`,
  },
];

const VALUES = [
  {
    icon: SunIcon,
    title: 'Des plantes adaptées au climat',
    text: "Olivier, romarin, lavande, figuier de Barbarie, palmier dattier, jasmin, bougainvillier : nous privilégions les plantes qui aiment le soleil algérien et économisent l'eau.",
  },
  {
    icon: PackageCheckIcon,
    title: 'Des colis soignés',
    text: `Chaque plante est vérifiée, arrosée et calée avant de partir, puis livrée dans ${SHIPPING_ZONES.length} zones, d'Alger au Grand Sud.`,
  },
  {
    icon: HeartHandshakeIcon,
    title: 'La confiance',
    text: `Prix et frais affichés avant de commander, et une garantie de survie de ${SURVIVAL_GUARANTEE_DAYS} jours sur les plantes vivantes.`,
  },
  {
    icon: DropletsIcon,
    title: "Le respect de l'eau",
    text: "Dans un pays où chaque goutte compte, nos conseils d'arrosage visent juste : ni trop, ni trop peu.",
  },
];

export default function AboutPage() {
  useDocumentTitle(TITLE, DESCRIPTION);
  return (
    <InfoPage
      title="À Propos de Nabta"
      intro="Nabta (نبتة), c'est « la pousse » en arabe : une jeune plante qui s'enracine. Notre ambition est de faire pousser l'amour des plantes dans chaque foyer algérien."
    >
      <InfoSection id="histoire" title="Notre histoire">
        <div className="space-y-3 text-sm leading-relaxed sm:text-base">
          <p>
            Tout est parti d'une question que beaucoup se posent en passant devant un jardin : « Comment s'appelle cette plante, et
            pourrait-elle vivre chez moi ? » Trouver la réponse, puis trouver la plante et les bons conseils, relevait du parcours du
            combattant.
          </p>
          <p>
            Nabta réunit tout au même endroit : l'identification d'une plante à partir d'une photo, une boutique en ligne livrée dans
            toute l'Algérie, et des conseils d'entretien écrits pour nos climats — l'humidité du littoral, les hivers rudes des Hauts
            Plateaux, la chaleur du Sahara.
          </p>
        </div>
      </InfoSection>

      <InfoSection id="mission" title="Notre mission">
        <p className="text-sm leading-relaxed sm:text-base">
          Rendre le jardinage simple et accessible à tous : reconnaître ses plantes, choisir celles qui réussiront là où l'on vit, et
          savoir en prendre soin, saison après saison.
        </p>
      </InfoSection>

      <InfoSection id="offre" title="Ce que nous proposons">
        <ul className="grid gap-4 sm:grid-cols-2">
          {OFFER.map((item) => (
            <li key={item.title}>
              <Card className="h-full">
                <CardHeader>
                  <item.icon className="size-6 text-primary" aria-hidden />
                  <CardTitle>{item.title}</CardTitle>
                  <CardDescription>{item.text}</CardDescription>
                </CardHeader>
              </Card>
            </li>
          ))}
        </ul>
      </InfoSection>

      <InfoSection id="valeurs" title="Nos valeurs">
        <ul className="grid gap-4 sm:grid-cols-2">
          {VALUES.map((item) => (
            <li key={item.title} className="flex gap-4 rounded-xl border p-5">
              <item.icon className="mt-0.5 size-6 shrink-0 text-primary" aria-hidden />
              <div>
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </InfoSection>

      <section aria-label="Commencer" className="rounded-2xl bg-accent p-8 text-center">
        <h2 className="text-2xl font-semibold">Prêt à faire pousser votre jungle ?</h2>
        <div className="mt-5 flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link href="/identify">Identifier une plante</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/shop">Visiter la boutique</Link>
          </Button>
          <Button asChild variant="ghost">
            <Link href="/contact">Nous contacter</Link>
          </Button>
        </div>
      </section>
    </InfoPage>
  );
}
