import type { Catalogue } from './catalogue-type';
import type { emailsEn } from './emails.en';

/** Arabic for `emails.en.ts` (server only). */
export const emailsAr: Catalogue<typeof emailsEn> = {
  order: {
    /** An order's discount line: the code and what it took off. */
    discount: 'التخفيض {code}: −{amount}',
    ccp: {
      subject: 'الطلب {number} — معلومات التحويل البريدي',
      intro: 'شكرًا على طلبك {number} لدى {site}. سنجهزه فور وصول تحويلك.',
      total: 'المبلغ الواجب تحويله: {amount}',
      details: 'حسابنا البريدي الجاري:',
      number: 'CCP: {value}',
      key: 'المفتاح: {value}',
      holder: 'صاحب الحساب: {value}',
      reference: 'سبب التحويل: {number}',
      receipt: 'ثم أرسل إلينا الوصل من صفحة طلبك.',
      noDetails: '(ستُرسل إليك خدمة الزبائن حسابنا البريدي.)',
    },
    greeting: 'مرحبًا {name}،',
    summary: 'ملخص الطلب:',
    subtotal: 'المجموع الفرعي: {amount}',
    shipping: 'التوصيل: {amount}',
    shippingTo: 'التوصيل ({wilaya}، {delivery}): {amount}',
    free: 'مجاني',
    deliveries: { home: 'إلى المنزل', desk: 'الاستلام من مكتب التوصيل' },
    bankTransfer: {
      subject: 'الطلب {number} — معلومات التحويل البنكي',
      intro: 'شكرًا لطلبك {number} على {site}. لقد سجّلناه وسنجهّزه فور وصول تحويلك البنكي.',
      total: 'المبلغ المطلوب تحويله: {amount}',
      details: 'المعلومات البنكية:',
      bank: 'البنك: {value}',
      holder: 'صاحب الحساب: {value}',
      rib: 'رقم الحساب (RIB): {value}',
      reference: 'المرجع الذي يجب ذكره: {number}',
      noDetails: '(ستُرسل إليك خدمة العملاء معلوماتنا البنكية.)',
    },
    cod: {
      subject: 'الطلب {number} — الدفع عند الاستلام',
      intro: 'شكرًا لطلبك {number} على {site}. سنتصل بك لتأكيده، ثم نسلّمه لشركة التوصيل.',
      total: 'المبلغ الذي تدفعه نقدًا لعامل التوصيل: {amount}',
    },
  },
  desk: {
    newOrder: {
      subject: '{siteName}: طلب جديد {number}، {total} ({method})',
      text: 'طلب جديد {number} من {name} ({phone})، إلى {destination}:\n\n{items}\n\nالمجموع: {total} ({method}).\n\nافتحه: {url}\n\n(يمكن إيقاف هذه الرسائل من تبويب الطلبات في لوحة الإدارة.)',
    },
    paid: {
      subject: 'تم استلام الدفع للطلب {number}',
      body: 'مرحبًا {name}،\n\nاستلمنا دفعتك بقيمة {total} ({method}) للطلب {number} على {site}. شكرًا لك!\nمرجع الدفع: {reference}.\n\nنحن نجهّز طلبك وسنراسلك فور شحنه.',
    },
    confirmed: {
      subject: 'تم تأكيد الطلب {number}',
      body: 'مرحبًا {name}،\n\nخبر سار: تم تأكيد طلبك {number} على {site}. نحن نجهّزه وسنراسلك فور شحنه.\n\nالمجموع: {total} ({method}).',
    },
    shipped: {
      subject: 'تم شحن الطلب {number}',
      body: 'مرحبًا {name}،\n\nطلبك {number} في الطريق إليك.\n\n  شركة التوصيل: {carrier}\n  رقم التتبع: {trackingNumber}',
    },
    orderLink: 'تجد التتبع أيضًا في صفحة طلبك: {url}',
    cancelled: {
      subject: 'تم إلغاء الطلب {number}',
      body: 'مرحبًا {name}،\n\nنأسف لإبلاغك بأنه تم إلغاء طلبك {number}.\n\n  السبب: {reason}\n\nإذا كنت قد دفعت، فسنتواصل معك لاسترداد المبلغ. لديك سؤال؟ رُدّ على هذه الرسالة أو راسلنا من صفحة «اتصل بنا».',
    },
  },
  account: {
    verifySubject: '{site}: أكّد عنوان بريدك الإلكتروني',
    verifyBody: 'مرحبًا،\n\nلتأكيد أن هذا العنوان لك، افتح هذا الرابط خلال 24 ساعة:\n\n{url}\n\nإذا لم تنشئ حسابًا لدى {site}، فتجاهل هذه الرسالة: لن يُرسل إليك شيء آخر.',
    resetSubject: '{site}: اختر كلمة مرور جديدة',
    resetBody: 'مرحبًا،\n\nطلب أحدهم (نأمل أن تكون أنت) إعادة تعيين كلمة مرور حسابك على {site}. لاختيار كلمة مرور جديدة، افتح هذا الرابط خلال ساعة:\n\n{url}\n\nإذا لم تكن أنت، فتجاهل هذه الرسالة: كلمة مرورك تبقى كما هي.',
  },
  review: {
    subject: 'كيف حال نباتاتك؟ قيّم طلبك {number}',
    body: 'مرحبًا {name}،\n\nتم توصيل طلبك {number} من {site}. كيف وصلت نباتاتك؟ تقييمك يساعد الزبائن الآخرين على الاختيار:',
    link: 'اترك تقييمًا: {url}',
    noLink: 'اترك تقييمًا من صفحة طلباتي على موقعنا.',
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
};
