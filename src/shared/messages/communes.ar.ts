import type { Catalogue } from './catalogue-type';
import type { communesEn } from './communes.en';

export const communesAr: Catalogue<typeof communesEn> = {
  unknownCommune: 'بلدية غير معروفة',
  communeNotInWilaya: 'هذه البلدية ليست في الولاية المختارة.',
  deskNeedsDeskDelivery: 'لا يُختار مكتب التوصيل إلا مع التوصيل إلى المكتب.',
  deskNotListed: 'اختر مكتب التوصيل من قائمة هذه الولاية.',
  commune: 'البلدية',
  communeSearch: 'اكتب اسم البلدية (بالعربية أو الفرنسية)',
  communeNone: 'لا توجد بلدية مطابقة',
  communeFirstWilaya: 'اختر الولاية أولاً',
  communeHint: 'يوصل الناقلون حسب البلدية: اختر بلديتك من القائمة.',
  desk: 'مكتب التوصيل',
  deskChoose: 'اختر مكتب التوصيل',
  deskNoList: 'لا تتوفر قائمة مكاتب التوصيل لهذه الولاية: سيتصل بك الناقل للاتفاق على نقطة الاستلام. يمكنك أيضاً اختيار التوصيل إلى المنزل.',
  deskNote: 'أي مكتب توصيل؟ (اختياري)',
  orderCommune: 'البلدية: {name}',
  orderDesk: 'مكتب التوصيل: {desk}',
  switchDateInvalid: 'تاريخ بصيغة سنة-شهر-يوم، مثل 2027-01-01.',
};
