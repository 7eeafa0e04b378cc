import {
  formatDays,
  formatDelay,
  formatHours,
  formatPriceRange,
  formatWorkingDays,
  livePlantShippingDaysProse,
  REFUND_DELAY_WORKING_DAYS,
  RESPONSE_TIME_HOURS,
  RETURN_WINDOW_DAYS,
  SHIPPING_ZONES,
  speciesCount,
  SURVIVAL_GUARANTEE_DAYS,
  zoneName,
} from '../../domain/shop-facts';
import type { Translator } from '../../messages';
import type { FaqCategoryData, FaqContent, FaqLive } from './types';

/** The FAQ in Arabic, question for question with the French one (same ids); figures from the shop's facts. */

const algiers = SHIPPING_ZONES[0]!;
const farSouth = SHIPPING_ZONES.at(-1)!;

function categories(tr: Translator, { freeShipping }: FaqLive): FaqCategoryData[] {
  return [
    {
      id: 'identification',
      title: 'التعرف على النباتات',
      entries: [
        {
          id: 'identification-how',
          question: 'كيف يعمل التعرف على النبتة؟',
          answer: [
            'افتح صفحة ',
            { text: 'التعرف على النباتات', href: '/identify' },
            '، ثم التقط صورة أو اختر صورة من جهازك. يحلّل ذكاؤنا الاصطناعي الصورة ويخبرك باسم النبتة واسمها العلمي وفصيلتها وموطنها الأصلي ودرجة الثقة في النتيجة، إلى جانب احتياجاتها من العناية.',
          ],
        },
        {
          id: 'identification-free',
          question: 'هل التعرف على النباتات مجاني؟',
          answer: [
            `نعم، التعرف مجاني تمامًا ويشمل ${speciesCount(tr)}: نباتات داخلية وأشجار وأزهار ونباتات عطرية وعصارية ونباتات برية. ولا تحتاج حتى إلى حساب.`,
          ],
        },
        {
          id: 'identification-photo',
          question: 'كيف ألتقط صورة تعطي نتيجة جيدة؟',
          answer: [
            'صوّر نبتة واحدة فقط، في ضوء طبيعي، عن قرب وبوضوح تام. الورقة الكاملة أو الزهرة أو الثمرة تساعد كثيرًا. تجنّب التصوير عكس الضوء والصور المهتزة. الصيغ المقبولة: JPEG أو PNG أو WebP، بحجم أقصاه 10 ميغابايت.',
          ],
        },
        {
          id: 'identification-unsure',
          question: 'وماذا لو أخطأ التعرف أو تردّد؟',
          answer: [
            'جرّب صورة أخرى من زاوية مختلفة (الورقة، الزهرة، هيئة النبتة). وإن بقي الشك، أرسل إلينا الصورة من صفحة ',
            { text: 'اتصل بنا', href: '/contact' },
            `: نرد على طلبات التعرف في غضون ${formatHours(tr, RESPONSE_TIME_HOURS.identification)}.`,
          ],
        },
        {
          id: 'identification-save',
          question: 'هل يمكنني الاحتفاظ بنتائج التعرف؟',
          answer: [
            'نعم. بعد تسجيل الدخول إلى حسابك، احفظ نتيجة التعرف في مجموعتك «نباتاتي» لتعود إلى النبتة ونصائح العناية بها متى شئت.',
          ],
        },
      ],
    },
    {
      id: 'boutique',
      title: 'المتجر والطلبات',
      entries: [
        {
          id: 'order-how',
          question: 'كيف أقدّم طلبًا؟',
          answer: [
            'أضف نباتاتك إلى السلة من ',
            { text: 'المتجر', href: '/shop' },
            '، ثم أكّد سلتك. تحتاج إلى حساب (مجاني) لإتمام الطلب: عنوان التوصيل وطريقة الدفع، وينطلق طلبك.',
          ],
        },
        {
          id: 'order-payment',
          question: 'ما طرق الدفع التي تقبلونها؟',
          answer: [
            { strong: 'التحويل البنكي' },
            ': بعد طلبك نرسل إليك عبر البريد الإلكتروني معلوماتنا البنكية (البنك، صاحب الحساب، كشف الهوية البنكية)، ونبدأ تجهيز الطلب فور وصول التحويل. ',
            { strong: 'البطاقة البنكية' },
            ': دفع آمن عبر الإنترنت، يعالج مزوّد خدمة الدفع لدينا بطاقتك ولا نحتفظ بها أبدًا. ',
            { strong: 'الدفع عند الاستلام' },
            ': قريبًا.',
          ],
        },
        {
          id: 'order-shipping-cost',
          question: 'كم تكلّف خدمة التوصيل؟',
          answer: [
            `من ${formatPriceRange(tr, algiers.price)} في ${zoneName(tr, algiers.id)} إلى ${formatPriceRange(tr, farSouth.price)} في ${zoneName(tr, farSouth.id)}. التوصيل مجاني في كل أنحاء الجزائر ابتداءً من ${tr.money(freeShipping)} من المشتريات، والتوصيل إلى مكتب الاستلام (ستوب ديسك) أقل تكلفة. التفاصيل حسب كل منطقة في صفحة `,
            { text: 'معلومات التوصيل', href: '/shipping' },
            '.',
          ],
        },
        {
          id: 'order-delay',
          question: 'متى سيصلني طلبي؟',
          answer: [
            `يستغرق التوصيل ${formatDelay(tr, algiers.delayDays)} إلى ${zoneName(tr, algiers.id)} وقد يصل إلى ${formatDelay(tr, farSouth.delayDays)} إلى ${zoneName(tr, farSouth.id)} بعد الشحن. تُشحن النباتات الحية ${livePlantShippingDaysProse(tr)}، حتى لا تقضي عطلة نهاية الأسبوع في المستودع أبدًا.`,
          ],
        },
        {
          id: 'order-tracking',
          question: 'كيف أتابع طلبي؟',
          answer: [
            'تظهر حالة كل طلب في «طلباتي» بعد تسجيل الدخول. وعند الشحن يصلك أيضًا رقم تتبع الطرد عبر البريد الإلكتروني.',
          ],
        },
        {
          id: 'order-returns',
          question: 'هل يمكنني إرجاع منتج؟',
          answer: [
            `نعم: ${formatDays(tr, RETURN_WINDOW_DAYS['live-plants'])} للنباتات الحية، و${formatDays(tr, RETURN_WINDOW_DAYS['seeds-bulbs'])} للبذور والأبصال، و${formatDays(tr, RETURN_WINDOW_DAYS.accessories)} للإكسسوارات، ابتداءً من يوم التسليم. يصلك المبلغ المسترد في أجل يتراوح ${formatWorkingDays(tr, REFUND_DELAY_WORKING_DAYS.card)} للدفع بالبطاقة، و${formatWorkingDays(tr, REFUND_DELAY_WORKING_DAYS.bank_transfer)} للتحويل البنكي. كل التفاصيل في `,
            { text: 'سياسة الإرجاع', href: '/returns' },
            '.',
          ],
        },
      ],
    },
    {
      id: 'entretien',
      title: 'العناية بالنباتات',
      entries: [
        {
          id: 'care-water',
          question: 'كم مرة أسقي نباتاتي؟',
          answer: [
            'لا يوجد جدول يصلح لكل النباتات: أدخل إصبعك في التربة، فإن كانت جافة على عمق 2 إلى 3 سم فاسقِ بسخاء ثم أفرغ الصحن. أما النباتات العصارية والصبار فتنتظر حتى يجف الأصيص كله، وفي الشتاء لا تحتاج كل النباتات تقريبًا إلا إلى نصف ما تشربه في الصيف أو ثلثه.',
          ],
        },
        {
          id: 'care-arrival',
          question: 'ماذا أفعل عند وصول نبتتي؟',
          answer: [
            `أخرجها من الطرد فورًا، وضعها في ضوء غير مباشر، وتحقق من رطوبة التربة. انتظر أسبوعين إلى ثلاثة قبل تغيير أصيصها: عليها أولًا أن تعتاد على بيتها الجديد. وإن وصلت متضررة أو ذبلت رغم هذه العناية، فضمان البقاء لمدة ${formatDays(tr, SURVIVAL_GUARANTEE_DAYS)} يشملها.`,
          ],
        },
        {
          id: 'care-yellow',
          question: 'لماذا تصفرّ أوراق نبتتي؟',
          answer: [
            'في أغلب الأحيان بسبب الإفراط في السقي: اترك التربة تجف وتأكد من أن الأصيص مثقوب. وقد يكون السبب أيضًا نقص الضوء أو نقص السماد في الربيع. حلول المشاكل الشائعة تجدها في ',
            { text: 'دليل العناية', href: '/plant-care' },
            '.',
          ],
        },
        {
          id: 'care-tap-water',
          question: 'هل ماء الحنفية مناسب؟',
          answer: [
            'في كثير من المدن يكون الماء كلسيًا وأحيانًا معالجًا بالكلور. اتركه 24 ساعة في مرشّة مكشوفة قبل استعماله، وللنباتات الحساسة (السرخس، الكالاثيا، الأوركيد) فضّل ماء المطر أو الماء المصفّى.',
          ],
        },
        {
          id: 'care-advice',
          question: 'هل يمكنكم نصحي بشأن نبتة معيّنة؟',
          answer: [
            'بالتأكيد. اطرح سؤالك على «مساعد النباتات» أسفل كل صفحة، أو راسلنا من صفحة ',
            { text: 'اتصل بنا', href: '/contact' },
            ` مع صورة: نرد على الأسئلة العامة في غضون ${formatHours(tr, RESPONSE_TIME_HOURS.general)}.`,
          ],
        },
      ],
    },
    {
      id: 'compte',
      title: 'الحساب والأمان',
      entries: [
        {
          id: 'account-needed',
          question: 'هل عليّ إنشاء حساب؟',
          answer: [
            'لا، إن أردت التعرف على نبتة أو تصفح المتجر أو التحدث مع المساعد. نعم، لتقديم الطلبات ومتابعتها والاحتفاظ بقائمة المفضلة. التسجيل مجاني: ',
            { text: 'أنشئ حسابًا', href: '/signup' },
            '.',
          ],
        },
        {
          id: 'account-wishlist',
          question: 'ما فائدة قائمة المفضلة؟',
          answer: [
            'بعد تسجيل الدخول، أضف من المتجر النباتات التي تعجبك إلى قائمتك («مفضلتي»): تجدها لاحقًا جاهزة للطلب.',
          ],
        },
        {
          id: 'account-edit',
          question: 'كيف أعدّل معلوماتي أو كلمة المرور؟',
          answer: [
            'من قائمة حسابك اختر «تعديل الملف الشخصي». يمكنك هناك تغيير اسمك وبريدك الإلكتروني وكلمة المرور (6 أحرف على الأقل)، وستُطلب منك كلمة المرور الحالية.',
          ],
        },
        {
          id: 'account-security',
          question: 'هل بياناتي ومدفوعاتي محمية؟',
          answer: [
            'كلمة مرورك مشفّرة ولا تُخزَّن أبدًا كنص صريح. يعالج مزوّد خدمة الدفع لدينا عمليات الدفع بالبطاقة: لا نرى رقم بطاقتك ولا نحتفظ به. لا تُستعمل بياناتك إلا لمعالجة طلباتك، ولا تُباع أبدًا.',
          ],
        },
        {
          id: 'account-delete',
          question: 'كيف أحذف حسابي؟',
          answer: [
            'اطلب ذلك من صفحة ',
            { text: 'اتصل بنا', href: '/contact' },
            ' مع ذكر البريد الإلكتروني المرتبط بحسابك. لا نحتفظ إلا بسجل طلباتك، لأغراض المحاسبة.',
          ],
        },
      ],
    },
  ];
}

export const faqAr: FaqContent = {
  page: {
    title: 'الأسئلة الشائعة',
    description: 'أسئلة شائعة حول التعرف المجاني على النباتات، والطلبات، والدفع، والتوصيل في الجزائر، والعناية بالنباتات، وحسابك.',
    heading: 'الأسئلة الشائعة',
    intro: 'أجوبة الأسئلة التي تصلنا أكثر من غيرها. لم تجد سؤالك؟ راسلنا.',
    categoriesLabel: 'فئات الأسئلة',
    moreLabel: 'سؤال آخر',
    moreTitle: 'لم تجد إجابتك؟',
    moreText: 'يسعد فريقنا بالرد عليك.',
    moreCta: 'اتصل بنا',
  },
  categories,
};
