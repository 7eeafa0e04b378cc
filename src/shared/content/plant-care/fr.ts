import type { CareContent, PlantType, Problem, Region, Season } from './types';

/**
 * The care guide as the spec writes it, in French ('Guide d'Entretien'). Written for Algeria's three
 * climates: the Mediterranean coast, the semi-arid high plateaux and the Sahara.
 */

const seasons: Season[] = [
  {
    id: 'printemps',
    name: 'Printemps',
    months: 'Mars – mai',
    summary: 'La saison du réveil : les plantes repartent, c’est le moment de les rempoter et de les nourrir.',
    tips: [
      'Rempotez les plantes dont les racines sortent par le fond du pot, dans un pot 2 à 4 cm plus large.',
      'Reprenez l’engrais toutes les deux à quatre semaines (engrais liquide dilué dans l’eau d’arrosage).',
      'Augmentez peu à peu les arrosages à mesure que les journées rallongent.',
      'Sortez les plantes au balcon progressivement : d’abord à l’ombre, puis au soleil du matin, pour éviter les brûlures.',
      'Surveillez l’arrivée des pucerons sur les jeunes pousses et traitez dès les premiers.',
    ],
  },
  {
    id: 'ete',
    name: 'Été',
    months: 'Juin – septembre',
    summary: 'Chaleur et soleil intenses : l’enjeu est l’eau et l’ombre, surtout les jours de sirocco.',
    tips: [
      'Arrosez tôt le matin ou en fin de journée, jamais en plein soleil : l’eau s’évapore et les gouttes brûlent les feuilles.',
      'Vérifiez chaque jour les petits pots et les plantes en terre cuite, qui sèchent très vite.',
      'Protégez les plantes du soleil de l’après-midi : voilage, canisse ou filet d’ombrage de 30 à 50 %.',
      'Les jours de sirocco, regroupez les plantes, placez des soucoupes de billes d’argile humides et fermez les volets aux heures chaudes.',
      'Suspendez l’engrais pendant les canicules : une plante stressée par la chaleur ne l’assimile pas.',
      'Avant de partir en vacances, posez un paillage sur les pots et installez des cônes ou des mèches d’arrosage.',
    ],
  },
  {
    id: 'automne',
    name: 'Automne',
    months: 'Octobre – novembre',
    summary: 'La meilleure saison pour planter en Algérie : la terre est encore chaude et les pluies arrivent.',
    tips: [
      'Plantez arbres, arbustes et aromatiques vivaces (olivier, agrumes, romarin, lavande) : ils s’enracinent avant l’hiver.',
      'Réduisez progressivement les arrosages et donnez le dernier engrais de l’année en octobre.',
      'Rentrez les plantes tropicales avant que les nuits descendent sous 10 °C.',
      'Bouturez les géraniums, les succulentes et le pothos pour multiplier vos plantes.',
      'Nettoyez les feuilles mortes et inspectez le revers des feuilles avant de rentrer les plantes : pas de parasites à l’intérieur.',
    ],
  },
  {
    id: 'hiver',
    name: 'Hiver',
    months: 'Décembre – février',
    summary: 'Repos de la végétation : moins d’eau, pas d’engrais, le maximum de lumière.',
    tips: [
      'Espacez les arrosages : toutes les deux à trois semaines pour la plupart des plantes d’intérieur, presque rien pour les cactus.',
      'Arrêtez l’engrais jusqu’au printemps.',
      'Rapprochez les plantes des fenêtres : les journées sont courtes et la lumière manque.',
      'Éloignez-les des radiateurs et des chauffages au gaz, qui dessèchent l’air, et des courants d’air froid.',
      'Sur les Hauts Plateaux, protégez les plantes d’extérieur du gel avec un voile d’hivernage et paillez le pied des arbres.',
    ],
  },
];

const plantTypes: PlantType[] = [
  {
    id: 'interieur',
    name: "Plantes d'intérieur tropicales",
    examples: 'Monstera, pothos, ficus, sansevieria, calathéa',
    light: 'Lumière vive mais indirecte, à 1 ou 2 m d’une fenêtre ; pas de soleil direct de midi.',
    water: 'Quand les 2 à 3 premiers centimètres du terreau sont secs ; videz la soucoupe après 15 minutes.',
    tip: 'Essuyez les grandes feuilles avec un chiffon humide : la poussière freine la photosynthèse.',
  },
  {
    id: 'succulentes',
    name: 'Succulentes et cactus',
    examples: 'Aloe vera, echeveria, crassula (arbre de jade), figuier de Barbarie, opuntia',
    light: 'Plein soleil, au moins 4 à 6 heures par jour.',
    water: 'Seulement quand le pot est entièrement sec ; en hiver, une fois par mois au plus.',
    tip: 'Substrat très drainant : moitié terreau, moitié sable grossier ou pouzzolane, et un pot percé.',
  },
  {
    id: 'aromatiques',
    name: 'Herbes aromatiques',
    examples: 'Menthe, basilic, romarin, thym, persil, coriandre',
    light: 'Au moins 6 heures de soleil ; à mi-ombre l’après-midi en été pour la menthe et le persil.',
    water: 'Menthe, basilic et persil aiment un sol frais ; romarin et thym préfèrent qu’il sèche entre deux arrosages.',
    tip: 'Récoltez souvent et pincez les fleurs du basilic : la plante reste touffue et parfumée.',
  },
  {
    id: 'fleurs',
    name: 'Plantes à fleurs',
    examples: 'Jasmin, bougainvillier, géranium, hibiscus, orchidée',
    light: 'Beaucoup de lumière : c’est elle qui déclenche la floraison (l’orchidée, elle, sans soleil direct).',
    water: 'Régulier pendant la floraison, sans excès ; l’orchidée se trempe 10 minutes quand ses racines deviennent argentées.',
    tip: 'Un engrais riche en potasse au printemps et en été, et retirez les fleurs fanées pour prolonger la floraison.',
  },
  {
    id: 'arbres',
    name: 'Arbres et arbustes',
    examples: 'Olivier, citronnier, figuier, grenadier, palmier dattier',
    light: 'Plein soleil, à l’extérieur ou sur une terrasse bien exposée.',
    water: 'Arrosages profonds et espacés, pour que les racines descendent ; plus souvent la première année.',
    tip: 'Plantez en automne et taillez à la fin de l’hiver, avant la reprise de la végétation.',
  },
  {
    id: 'fougeres',
    name: 'Fougères',
    examples: 'Fougère de Boston (nephrolepis), capillaire, asplenium',
    light: 'Mi-ombre, lumière douce : le soleil direct les grille.',
    water: 'Terreau toujours légèrement humide, jamais détrempé ; ne la laissez jamais sécher complètement.',
    tip: 'Air humide indispensable : soucoupe de billes d’argile mouillées, et idéalement la salle de bain si elle a une fenêtre.',
  },
  {
    id: 'aquatiques',
    name: 'Plantes aquatiques',
    examples: 'Papyrus, lotus, jacinthe d’eau, anubias',
    light: 'Lumière vive ; plein soleil pour le lotus et le papyrus en extérieur.',
    water: 'Gardez le niveau d’eau constant et renouvelez-en une partie chaque semaine pour éviter les moustiques et les algues.',
    tip: 'Rentrez les espèces tropicales l’hiver sur les Hauts Plateaux : elles ne supportent pas le gel.',
  },
];

const problems: Problem[] = [
  {
    id: 'feuilles-jaunes',
    symptom: 'Feuilles jaunes et molles',
    cause: 'Trop d’eau, le plus souvent ; les racines étouffent.',
    fix: 'Laissez sécher le terreau, vérifiez que le pot est percé et ne laissez jamais d’eau dans la soucoupe.',
  },
  {
    id: 'pointes-brunes',
    symptom: 'Pointes des feuilles brunes et sèches',
    cause: 'Air trop sec (chauffage, sirocco) ou eau calcaire et chlorée.',
    fix: 'Utilisez de l’eau reposée 24 h, de pluie ou filtrée, augmentez l’humidité et coupez les pointes sèches avec des ciseaux propres.',
  },
  {
    id: 'pourriture',
    symptom: 'Tige molle et noire à la base, odeur de moisi',
    cause: 'Pourriture des racines due à un excès d’eau prolongé.',
    fix: 'Dépotez, coupez les racines noires, laissez sécher une journée et rempotez dans un terreau neuf et drainant. Arrosez ensuite avec modération.',
  },
  {
    id: 'chute-feuilles',
    symptom: 'Les feuilles tombent d’un coup',
    cause: 'Changement brusque : déménagement, courant d’air, coup de froid ou de chaleur.',
    fix: 'Trouvez-lui une place stable, sans courant d’air, et ne la déplacez plus ; elle refera des feuilles en quelques semaines.',
  },
  {
    id: 'etiolement',
    symptom: 'Tiges longues et pâles, plante qui penche',
    cause: 'Manque de lumière : la plante s’étire pour la chercher.',
    fix: 'Rapprochez-la d’une fenêtre, tournez le pot d’un quart de tour chaque semaine et taillez les tiges trop longues.',
  },
  {
    id: 'brulures',
    symptom: 'Taches blanches ou brunes et sèches sur les feuilles exposées',
    cause: 'Coup de soleil, souvent après une sortie brutale au soleil ou derrière une vitre en été.',
    fix: 'Filtrez le soleil de midi et habituez la plante progressivement ; les feuilles brûlées ne reverdissent pas, mais les nouvelles seront saines.',
  },
  {
    id: 'cochenilles',
    symptom: 'Petits amas blancs cotonneux à l’aisselle des feuilles',
    cause: 'Cochenilles farineuses.',
    fix: 'Retirez-les avec un coton-tige imbibé d’alcool à 70°, puis pulvérisez du savon noir dilué (une cuillère à soupe par litre) chaque semaine pendant un mois.',
  },
  {
    id: 'araignees-rouges',
    symptom: 'Feuilles ternes, piquetées, avec de fines toiles',
    cause: 'Acariens (araignées rouges), favorisés par l’air chaud et sec.',
    fix: 'Douchez le feuillage, isolez la plante et augmentez l’humidité ; répétez le traitement au savon noir si besoin.',
  },
  {
    id: 'pucerons',
    symptom: 'Jeunes pousses collantes et déformées',
    cause: 'Pucerons, surtout au printemps.',
    fix: 'Un jet d’eau puis une pulvérisation de savon noir dilué ; les coccinelles sont vos alliées au jardin.',
  },
  {
    id: 'moucherons',
    symptom: 'Petits moucherons noirs autour du pot',
    cause: 'Sciarides : leurs larves vivent dans un terreau trop humide.',
    fix: 'Laissez sécher le terreau en surface entre deux arrosages, couvrez-le de sable et posez des pièges jaunes englués.',
  },
  {
    id: 'croute-blanche',
    symptom: 'Croûte blanche sur le terreau ou le pot',
    cause: 'Dépôts de calcaire et de sels minéraux apportés par l’eau dure.',
    fix: 'Grattez la couche du dessus, remplacez-la par du terreau neuf et rincez le pot à l’eau claire deux fois par an.',
  },
];

const regions: Region[] = [
  {
    id: 'littoral',
    name: 'Littoral et Tell',
    wilayas: 'Alger, Oran, Annaba, Béjaïa, Tizi Ouzou, Tlemcen…',
    climate: 'Méditerranéen : hivers doux et pluvieux (rarement sous 5 °C), étés chauds et humides autour de 30 à 35 °C.',
    tips: [
      'L’humidité de l’air convient aux plantes tropicales, mais favorise aussi les champignons : aérez et évitez de mouiller le feuillage le soir.',
      'En bord de mer, le vent chargé de sel brûle les feuilles fragiles : abritez les plantes ou choisissez des espèces qui le supportent.',
      'Les pluies d’hiver suffisent souvent aux plantes en pleine terre : suspendez l’arrosage quand il pleut.',
    ],
    plants: 'Bougainvillier, jasmin, hibiscus, agrumes, monstera en intérieur, pittosporum et laurier-rose en bord de mer.',
  },
  {
    id: 'hauts-plateaux',
    name: 'Hauts Plateaux',
    wilayas: 'Sétif, Batna, Djelfa, Tiaret, M’Sila, Bordj Bou Arréridj…',
    climate: 'Semi-aride et continental : hivers froids avec gelées (jusqu’à −5 °C et plus bas), parfois de la neige ; étés chauds et secs ; fortes différences entre le jour et la nuit.',
    tips: [
      'Rentrez les plantes en pot sensibles au froid dès octobre et protégez les autres avec un voile d’hivernage.',
      'Paillez le pied des arbres et arbustes (paille, écorces) pour protéger les racines du gel et garder l’humidité en été.',
      'Le vent dessèche vite : abritez les pots contre un mur et préférez des pots lourds qui ne se renversent pas.',
    ],
    plants: 'Olivier, amandier, romarin, lavande, thym, pistachier de l’Atlas, rosiers, et en intérieur sansevieria et pothos.',
  },
  {
    id: 'sahara',
    name: 'Sahara',
    wilayas: 'Biskra, Ghardaïa, Ouargla, El Oued, Béchar, Adrar, Tamanrasset…',
    climate: 'Aride : étés extrêmes au-delà de 45 °C, air très sec, vents de sable ; hivers doux le jour mais nuits fraîches, parfois proches de 0 °C.',
    tips: [
      'Ombrez en été avec un filet d’ombrage de 40 à 50 % ; même les plantes de soleil souffrent au-delà de 40 °C.',
      'Arrosez à l’aube, au pied, et paillez généreusement : l’évaporation est considérable. Le goutte-à-goutte est idéal.',
      'L’eau est souvent dure ou salée : rincez le terreau à grande eau de temps en temps et choisissez des plantes tolérantes au sel.',
      'Préférez les pots en terre cuite épaisse, ou doublez les pots en plastique, pour garder les racines au frais.',
    ],
    plants: 'Palmier dattier, figuier de Barbarie, aloe vera, laurier-rose, acacia, tamaris, bougainvillier, et le grenadier dans les oasis.',
  },
];

const algeriaTips: CareContent['algeria']['everywhere'] = [
  {
    title: 'Le sirocco',
    text: 'Quand le vent chaud du sud se lève, rentrez ou abritez les plantes en pot, arrosez la veille plutôt que pendant, et brumisez l’air autour des plantes d’intérieur (pas leurs feuilles en plein soleil).',
  },
  {
    title: 'L’eau du robinet',
    text: 'Souvent calcaire, parfois chlorée : laissez-la reposer 24 h dans un arrosoir ouvert. Gardez l’eau de pluie de l’hiver pour les plantes sensibles.',
  },
  {
    title: 'Le bon calendrier',
    text: 'Plantez en automne (octobre – novembre) pour profiter des pluies, rempotez au printemps (mars – avril), et évitez toute plantation en juillet et août.',
  },
  {
    title: 'Les coupures d’eau',
    text: 'Gardez un bidon d’eau de réserve pour vos plantes et paillez les pots : un paillage de 3 à 5 cm réduit fortement l’évaporation.',
  },
];

export const careFr: CareContent = {
  title: "Guide d'Entretien",
  description:
    "Guide d'entretien des plantes en Algérie : soins saison par saison, besoins par type de plante, solutions aux problèmes courants et conseils pour le littoral, les Hauts Plateaux et le Sahara.",
  intro: "Des conseils simples et concrets pour garder vos plantes en pleine forme toute l'année, sous le climat algérien.",
  tabsLabel: 'Rubriques du guide',
  tabs: { saisons: 'Saisons', types: 'Types de Plantes', problemes: 'Problèmes Courants', algerie: 'Spécial Algérie' },
  seasons,
  plantTypes,
  needs: { light: 'Lumière', water: 'Arrosage', tip: 'Astuce' },
  problems,
  problemLabels: { cause: 'Cause : ', fix: 'Solution : ' },
  unsure: [
    "Vous ne savez pas de quelle plante il s'agit ? ",
    { text: 'Identifiez-la gratuitement', href: '/identify' },
    ' ou ',
    { text: 'envoyez-nous une photo', href: '/contact' },
    '.',
  ],
  regions,
  recommended: 'Plantes conseillées : ',
  algeria: { title: 'Partout en Algérie', everywhere: algeriaTips },
};
