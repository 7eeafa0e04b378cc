import type { consentEn } from './consent.en';
import type { Catalogue } from './catalogue-type';

export const consentAr: Catalogue<typeof consentEn> = {
  title: 'قياس إعلاناتنا',
  text: 'بموافقتك، تقيس {companies} أيّ إعلاناتنا أوصلك إلى هنا، عبر ملف تعريف ارتباط في هذا المتصفح. الرفض لا يغيّر أي شيء آخر في الموقع.',
  accept: 'أوافق',
  refuse: 'أرفض',
  more: 'عن ملفات تعريف الارتباط',
  granted: 'وافقت على ملفات تعريف الارتباط الخاصة بالقياس.',
  denied: 'رفضت ملفات تعريف الارتباط الخاصة بالقياس.',
  none: 'لم تُجب بعد عن ملفات تعريف الارتباط الخاصة بالقياس.',
  change: 'تغيير اختياري',
};
