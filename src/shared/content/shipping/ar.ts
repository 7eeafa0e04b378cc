import { helpFigures } from '../figures';
import { arabicWilayaList } from '../arabic';
import type { ShippingContentOf } from './types';

/** The Shipping page in Arabic; prices and delays from the live rates table. */
export const shippingAr: ShippingContentOf = (tr, { freeShipping, zones }) => {
  const f = helpFigures(tr, zones);
  const threshold = tr.money(freeShipping);
  return {
    title: 'معلومات التوصيل',
    description:
      'توصيل النباتات إلى كل أنحاء الجزائر: الأسعار والمهل حسب المنطقة وحسب الولاية، من العاصمة إلى الجنوب الكبير، إلى المنزل أو إلى مكتب الاستلام، مع تتبع الطرد والتوصيل المجاني.',
    intro: 'نوصل نباتاتك إلى كل أنحاء الجزائر، من الساحل إلى الجنوب الكبير، في تغليف مصمم لتصل في أحسن حال.',
    highlights: {
      label: 'أهم المعلومات',
      freeTitle: 'توصيل مجاني في كل مكان',
      freeText: `ابتداءً من ${threshold} من المشتريات.`,
      fromTitle: `ابتداءً من ${f.algiers.price}`,
      fromText: `إلى ${f.algiers.name}، يصل في ${f.algiers.delay}.`,
      daysTitle: `تُشحن النباتات ${f.livePlantShippingDays}`,
      daysText: 'لا تبقى أي نبتة عالقة في المستودع خلال عطلة نهاية الأسبوع.',
    },
    steps: {
      title: 'كيف يتم التوصيل؟',
      items: [
        {
          id: 'confirmed',
          title: 'تأكيد الطلب',
          text: 'تعرض صفحة طلبك ملخصه فورًا، ويصلك بريد إلكتروني للتأكيد بعد تأكيد عنوان بريدك. وإن دفعت بالتحويل البنكي، تعطيك صفحة الطلب معلومات الدفع (وتصلك عبر البريد الإلكتروني إن كان عنوانك مؤكدًا)، ويبدأ التجهيز فور وصول التحويل.',
        },
        {
          id: 'preparation',
          title: 'التجهيز',
          text: 'يختار بستانيونا نبتتك، ويفحصون أوراقها وجذورها، ويسقونها بالقدر المناسب ثم يغلّفونها: كتلة التربة محمية، والأصيص مثبّت، وكرتون مثقوب لتتنفس طوال الرحلة.',
        },
        {
          id: 'shipped',
          title: 'الشحن مع رقم التتبع',
          text: `فور انطلاق الطرد يظهر رقم تتبعه في صفحة طلبك (ويصلك عبر البريد الإلكتروني إن كان عنوانك مؤكدًا): تعرف في كل لحظة أين توجد نبتتك. تُشحن النباتات الحية ${f.livePlantShippingDays}.`,
        },
        {
          id: 'delivery',
          title: 'التسليم',
          text: 'يتصل بك عامل التوصيل قبل وصوله. افتح الطرد فور استلامه، وضع النبتة في ضوء غير مباشر، واتركها تتأقلم بضعة أيام قبل تغيير أصيصها.',
        },
      ],
    },
    rates: {
      title: 'الأسعار والمهل حسب المنطقة',
      intro: `من ${f.algiers.price} إلى ${f.algiers.name} في ${f.algiers.delay}، إلى ${f.farSouth.price} إلى ${f.farSouth.name} في ${f.farSouth.delay}. يظهر المبلغ الدقيق قبل تأكيد طلبك.`,
      caption: 'أسعار التوصيل إلى المنزل والمهل بعد الشحن، حسب المنطقة',
      headers: { zone: 'المنطقة', wilayas: 'الولايات (أمثلة)', price: 'السعر', delay: 'المدة' },
      examples: (zone) => arabicWilayaList(zone.examples),
      note: `التوصيل مجاني في كل أنحاء الجزائر لكل طلب لا يقل عن ${threshold}. تُحسب المهل ابتداءً من الشحن. التوصيل إلى مكتب الاستلام (ستوب ديسك) أقل تكلفة حيثما يتوفر.`,
      wilayaSummary: 'سعر ولايتك',
      wilayaCaption: 'الأسعار حسب الولاية: إلى المنزل، إلى مكتب الاستلام، المدة',
      wilayaHeaders: { wilaya: 'الولاية', home: 'إلى المنزل', desk: 'مكتب الاستلام', delay: 'المدة' },
      wilayaSearch: 'ابحث عن ولاية (الرقم أو الاسم)',
      wilayaNone: 'لا توجد ولاية مطابقة.',
    },
    livePlants: {
      title: 'النباتات الحية: جدول شحن مدروس',
      paragraphs: [
        [
          'تُشحن النباتات الحية ',
          { strong: f.livePlantShippingDays },
          ' فقط. وهكذا لا تبقى أي نبتة محبوسة في مستودع خلال عطلة نهاية الأسبوع يومي الجمعة والسبت. والطلب المقدَّم من الخميس إلى السبت ينطلق يوم الأحد الموالي.',
        ],
        [
          'في الصيف تنطلق الطرود الموجهة إلى الجنوب والجنوب الكبير في بداية الأسبوع وتسافر محمية من الحرارة. ولا يشمل هذا الجدول البذور والأبصال والإكسسوارات.',
        ],
      ],
    },
    problem: {
      title: 'مشكلة في طردك؟',
      text: [
        'النبتة التي تصل متضررة أو تذبل رغم اتباع نصائحنا يشملها ',
        { strong: `ضمان البقاء لمدة ${f.survivalDays}` },
        ': اطّلع على ',
        { text: 'سياسة الإرجاع', href: '/returns' },
        ' أو ',
        { text: 'اتصل بنا', href: '/contact' },
        ` — نرد على الأسئلة المتعلقة بالطلبات في غضون ${f.responseHours.orders}.`,
      ],
    },
  };
};
