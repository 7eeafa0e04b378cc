import type { Catalogue } from './catalogue-type';
import type { confirmationEn } from './confirmation.en';

export const confirmationAr: Catalogue<typeof confirmationEn> = {
  queue: {
    tab: 'للتأكيد',
    title: 'طلبات الدفع عند الاستلام في انتظار التأكيد',
    intro: 'اتصل بكل زبون أو راسله عبر واتساب قبل الشحن، ثم سجّل جوابه.',
    empty: 'لا يوجد طلب دفع عند الاستلام في انتظار التأكيد.',
    call: 'اتصال',
    whatsapp: 'واتساب',
    noPhone: 'لا يوجد رقم',
    attempts: { zero: '{count} مكالمة دون رد', one: 'مكالمة واحدة دون رد', two: 'مكالمتان دون رد', few: '{count} مكالمات دون رد', many: '{count} مكالمة دون رد', other: '{count} مكالمة دون رد' },
    autoCancelRule: 'يُلغى الطلب ويعود مخزونه بعد {attempts} مكالمات دون رد خلال {days} أيام على الأقل.',
    record: 'سجّل الجواب',
    recorded: 'تم تسجيل الجواب',
    loadFailed: 'تعذر تحميل الطلبات التي تنتظر التأكيد.',
  },
  outcomes: {
    confirmed: 'مؤكَّد',
    no_answer: 'لا رد',
    refused: 'مرفوض',
    wrong_number: 'رقم خاطئ',
  },
  history: {
    call: 'مكالمة التأكيد: {outcome}',
    customerConfirmed: 'أكّده الزبون (رابط البريد الإلكتروني)',
    automatic: 'المتجر (تلقائياً)',
  },
  whatsapp:
    'السلام عليكم {name}، معك {shop}. استلمنا طلبك {number} بقيمة {total} (الدفع عند الاستلام) إلى {place}. هل تؤكد الطلب حتى نرسله؟ شكراً!',
  reasons: {
    unanswered: 'لم نتمكن من الاتصال بك هاتفياً لتأكيد هذا الطلب بالدفع عند الاستلام.',
    refused: 'رفضت هذا الطلب عندما اتصلنا بك لتأكيده.',
    wrongNumber: 'رقم الهاتف المقدم لهذا الطلب لم يوصلنا إليك.',
  },
  link: {
    emailLine: 'أكّد طلبك بنقرة واحدة (الدفع عند الاستلام): {url}',
    title: 'أكّد طلبك',
    text: 'الطلب {number}: {total}، الدفع عند الاستلام. أكّده ونحضّر طردك.',
    button: 'أؤكد طلبي',
    done: 'شكراً! تم تأكيد طلبك.',
    confirmedText: 'تم تأكيد الطلب {number} ({total}): نحضّر طردك الآن.',
    already: 'هذا الطلب مؤكَّد من قبل.',
    invalid: 'رابط التأكيد هذا غير صالح.',
    expired: 'انتهت صلاحية رابط التأكيد. أجب على مكالمتنا أو اتصل بنا للتأكيد.',
    notPending: 'لم يعد من الممكن تأكيد هذا الطلب.',
  },
  phone: {
    title: 'سجل الرقم',
    intro: 'الطلبات بهذا الرقم، من كل الحسابات.',
    orders: 'الطلبات',
    delivered: 'مُسلَّمة',
    refused: 'مرفوضة',
    returned: 'مُرجَعة',
    wrongNumber: 'رقم خاطئ',
    block: 'منع الدفع عند الاستلام',
    unblock: 'السماح بالدفع عند الاستلام من جديد',
    blocked: 'الدفع عند الاستلام ممنوع لهذا الرقم.',
    invalid: 'ليس رقم هاتف محمول جزائرياً.',
  },
  codBlocked: 'الدفع عند الاستلام غير متاح لرقم الهاتف هذا. يمكنك دائماً الدفع ببطاقة CIB / الذهبية أو بتحويل بنكي.',
};
