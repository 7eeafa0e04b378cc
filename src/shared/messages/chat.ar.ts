import type { Catalogue } from './catalogue-type';
import type { chatEn } from './chat.en';

/** Arabic for `chat.en.ts`. */
export const chatAr: Catalogue<typeof chatEn> = {
  title: 'مساعد النباتات',
  open: 'افتح مساعد النباتات',
  close: 'أغلق مساعد النباتات',
  greeting:
    'مرحبًا! أنا مساعد النباتات. اسألني عن العناية بنبتة، أو اختيار النبتة المناسبة، أو التوصيل إلى ولايتك، أو الإرجاع، أو الدفع، أو طلباتك.',
  inputLabel: 'رسالتك',
  placeholder: 'اطرح سؤالك… (Enter للإرسال، Shift+Enter لسطر جديد)',
  send: 'إرسال',
  typing: 'مساعد النباتات يكتب…',
  you: 'أنت',
  bot: 'مساعد النباتات',
  plantsLabel: 'النباتات المذكورة',
  outOfStock: 'نفدت الكمية',
  noPrice: 'السعر غير محدد',
  errorTitle: 'خطأ في المحادثة',
  errorText: 'تعذّر إرسال الرسالة. يرجى المحاولة مرة أخرى.',
  errors: {
    empty: 'يرجى كتابة رسالة.',
    tooLong: 'رسالتك طويلة جدًا: 1000 حرف على الأكثر.',
    tooMany: 'رسائل كثيرة في وقت قصير. يرجى الانتظار دقيقة ثم المحاولة مرة أخرى.',
  },
};
