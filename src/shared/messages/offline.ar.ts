import type { Catalogue } from './catalogue-type';
import type { offlineEn } from './offline.en';

/** Arabic for `offline.en.ts`. */
export const offlineAr: Catalogue<typeof offlineEn> = {
  appName: 'نبتة',
  appDescription: 'نباتات تصلك إلى كل أنحاء الجزائر، والتعرّف على النباتات من صورة.',
  install: 'ثبّت التطبيق',
  notice: 'أنت غير متصل بالإنترنت؛ ربما تغيّرت الأسعار.',
  pageTitle: 'أنت غير متصل بالإنترنت',
  pageText:
    'لم تُحفظ هذه الصفحة على هاتفك بعد. أما هذه فمحفوظة، وتُفتح دون اتصال:',
  pageTextNothingKept: 'لم تُحفظ هذه الصفحة على هاتفك، ولا الصفحة الرئيسية ولا المتجر حتى الآن: عد عندما يعود الاتصال.',
  retry: 'أعد المحاولة',
  home: 'الرئيسية',
  shop: 'المتجر',
  needsConnectionTitle: 'لا يوجد اتصال',
  checkoutNeedsConnection: 'إتمام الطلب يحتاج إلى اتصال بالإنترنت. ما كتبته محفوظ: أرسله عندما يعود الاتصال.',
  identifyNeedsConnection: 'التعرّف على نبتة يحتاج إلى اتصال بالإنترنت: أعد المحاولة عندما يعود الاتصال.',
};
