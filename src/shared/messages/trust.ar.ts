import type { Catalogue } from './catalogue-type';
import type { trustEn } from './trust.en';

/** Arabic for `trust.en.ts`. */
export const trustAr: Catalogue<typeof trustEn> = {
  settings: {
    ownerOnly: 'وحده مالك المتجر يمكنه تغيير المعلومات البنكية وطرق الدفع ومفاتيح الخدمات الخارجية',
    ownerOnlyHint: 'وحده مالك المتجر يمكنه تغيير هذه الإعدادات.',
    auditRequired: 'وحده مالك المتجر يمكنه قراءة سجل التغييرات',
  },
  audit: {
    tab: 'السجل',
    title: 'سجل تغييرات الإعدادات',
    description: 'كل تغيير في الإعدادات: من قام به ومتى والقيمة قبله وبعده (الأسرار مخفية).',
    when: 'التاريخ',
    who: 'من',
    setting: 'الإعداد',
    before: 'قبل',
    after: 'بعد',
    empty: 'لا يوجد أي تغيير بعد.',
    loadError: 'تعذّر تحميل السجل.',
  },
  alerts: {
    settingsSubject: '{siteName}: تم تغيير وجهة أموالك',
    settingsIntro: 'قام {actor} بتغيير هذه الإعدادات في {date}:',
    settingsLine: '- {setting}: {before} ← {after}',
    settingsOutro: 'إذا لم تكن تتوقع هذا التغيير، سجّل الدخول وتحقق من الإعدادات والسجل الآن.',
  },
  refunds: {
    paidWhileCancelled: 'دُفع بعد إلغاء الطلب: يجب ردّ المبلغ إلى الزبون',
    alertSubject: '{siteName}: ردّ مبلغ الطلب {number} المدفوع بعد إلغائه',
    alertText:
      'كان الطلب {number} ملغى عندما أبلغت {method} عن دفعه ({amount}، مرجع الدفع {reference}). ردّ المبلغ إلى الزبون عبر {method}، ثم سجّل ذلك في سجل الطلب.',
  },
  unpaid: {
    unitsPerOrder: 'لا يمكن أن يتجاوز الطلب {max} قطعة ما دام غير مدفوع. لطلب أكبر، يرجى التواصل معنا.',
    unitsPerAccount: 'طلباتك غير المدفوعة تحجز {held} قطعة، ولا يمكن أن ينتظر الدفع أكثر من {max}. عند دفع أحدها أو تسليمه يمكنك الطلب من جديد.',
    expiredBankTransfer: 'لم يصلنا تحويلك البنكي في الوقت المحدد: أُلغي الطلب وعادت نباتاته إلى البيع.',
    expiredCard: 'لم يكتمل الدفع بالبطاقة في الوقت المحدد: أُلغي الطلب وعادت نباتاته إلى البيع.',
    cannotPayAgain: 'هذا الطلب لم يعد ينتظر دفعًا بالبطاقة.',
    cannotSwitch: 'لم يعد بالإمكان تغيير طريقة دفع هذا الطلب.',
    alreadyPaid: 'هذا الطلب مدفوع مسبقًا.',
    payBefore: 'إذا لم يصلنا الدفع قبل {date}، سيُلغى هذا الطلب وتعود نباتاته إلى البيع.',
    payAgain: 'ادفع مجددًا ببطاقة CIB أو الذهبية',
    switchToCod: 'الدفع عند الاستلام بدلًا من ذلك',
    switched: 'سيُدفع طلبك عند الاستلام: سنتصل بك لتأكيده.',
    changeFailed: 'تعذّر تغيير طريقة الدفع',
    historyRetry: 'أُعيد بدء الدفع بالبطاقة',
    historySwitched: 'تغيّرت طريقة الدفع إلى: {method}',
    settingsSectionHint: 'يُلغى الطلب غير المدفوع بعد انقضاء المهلة وتعود نباتاته إلى البيع ويُبلَّغ الزبون.',
    settingsSection: 'الطلبات غير المدفوعة',
  },
};
