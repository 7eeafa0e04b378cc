import type { Catalogue } from './catalogue-type';
import type { seoEn } from './seo.en';

export const seoFr: Catalogue<typeof seoEn> = {
  siteTitle: 'Nabta — Identification et vente de plantes en Algérie',
  siteDescription: 'Nabta — identifiez une plante à partir d’une photo et achetez des plantes en bonne santé livrées partout en Algérie.',
  identifyDescription: 'Identifiez gratuitement une plante à partir d’une photo, puis apprenez à l’entretenir et trouvez-la dans notre boutique.',
  plantDescription: '{name} : {price}, livrée partout en Algérie par Nabta.',
};
