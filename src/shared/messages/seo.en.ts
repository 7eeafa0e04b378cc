/** What a search engine or a link preview shows of a page (its `<title>` and meta description). */
export const seoEn = {
  siteTitle: 'Nabta — Plant identification and plant shop in Algeria',
  siteDescription: 'Nabta — identify any plant from a photo and buy healthy plants delivered across Algeria.',
  identifyDescription: 'Identify a plant from a photo for free, then learn how to care for it and find it in our shop.',
  plantDescription: '{name}: {price}, delivered across Algeria by Nabta.',
} as const;
