/** What a search engine or a link preview shows of a page (its `<title>` and meta description). */
export const seoEn = {
  siteTitle: 'Nabta — Plant identification and plant shop in Algeria',
  siteDescription: 'Nabta — identify any plant from a photo and buy healthy plants delivered across Algeria.',
  identifyDescription: 'Identify a plant from a photo for free, then learn how to care for it and find it in our shop.',
  plantDescription: '{name}: {price}, delivered across Algeria by Nabta.',
  termsDescription: 'The seller, prices, payment, delivery, returns and complaints: the terms of every order at Nabta.',
  privacyDescription: 'What Nabta keeps about you, who receives it, for how long, and your rights (law 18-07).',
  cookiesDescription: 'The cookies Nabta sets and why. No tracking or advertising cookies.',
} as const;
