import type { Catalogue } from './catalogue-type';
import type { seoEn } from './seo.en';

export const seoAr: Catalogue<typeof seoEn> = {
  siteTitle: 'نبتة — التعرف على النباتات ومتجر النباتات في الجزائر',
  siteDescription: 'نبتة — تعرّف على أي نبتة من صورة واشترِ نباتات سليمة تصلك إلى كل أنحاء الجزائر.',
  identifyDescription: 'تعرّف مجانًا على نبتة من صورتها، ثم تعلّم كيف تعتني بها وابحث عنها في متجرنا.',
  plantDescription: '{name}: {price}، توصلها نبتة إلى كل أنحاء الجزائر.',
  termsDescription: 'البائع والأسعار والدفع والتوصيل والإرجاع والشكاوى: شروط كل طلب في نبتة.',
  privacyDescription: 'ما تحتفظ به نبتة عنك، ومن يتلقاه، وإلى متى، وحقوقك (القانون 18-07).',
  cookiesDescription: 'ملفات تعريف الارتباط التي تضعها نبتة ولماذا. لا ملفات تتبّع ولا إشهار.',
};
