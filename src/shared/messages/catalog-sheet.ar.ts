import type { Catalogue } from './catalogue-type';
import type { catalogSheetEn } from './catalog-sheet.en';

/** The server's alone (vite.config.ts, serverOnlyTexts). */
export const catalogSheetAr: Catalogue<typeof catalogSheetEn> = {
  noFile: 'أرسل الكتالوج بصيغة multipart/form-data، وملف CSV في الحقل «file».',
  tooLarge: 'حجم الملف أكبر من 2 ميغابايت.',
  notUtf8: 'الملف ليس نصًا بترميز UTF-8: احفظه في برنامج الجداول بصيغة «CSV UTF-8».',
  unclosedQuote: 'تعذّرت قراءة الملف بصيغة CSV: علامة تنصيص فُتحت في السطر {line} ولم تُغلق.',
  empty: 'لا يحتوي الملف على سطر العناوين.',
  unknownColumn: 'عمود غير معروف «{column}». الأعمدة هي: {columns}.',
  duplicateColumn: 'العمود «{column}» مكرر.',
  missingId: 'يجب أن يحتوي الملف على عمود «id» (فارغ في السطر الذي يضيف نبتة).',
  tooManyRows: '{max} سطر على الأكثر في الملف الواحد.',
  hasErrors: 'في الملف أخطاء: لم يُستورد شيء. صحّح الأسطر المذكورة ثم استورده من جديد.',
  cellCount: 'في هذا السطر {count} خانات بينما في سطر العناوين {expected}.',
  idInvalid: 'رقم نبتة، أو فارغ لنبتة جديدة.',
  plantNotFound: 'لا توجد نبتة بهذا الرقم.',
  sameRow: 'مقاس هذه النبتة موجود في السطر {row}.',
  sizeNotFound: 'لا مقاس لهذه النبتة بهذا الرقم (فارغ: يُضاف مقاس).',
  otherValue: 'السطر {row} يعطي هذه النبتة قيمة أخرى هنا.',
  categoryNotFound: 'لا توجد فئة بهذا الاسم.',
  stockInvalid: 'عدد صحيح من النباتات، 0 أو أكثر.',
};
