import {
  formatDays,
  formatHours,
  formatWorkingDays,
  REFUND_DELAY_WORKING_DAYS,
  RESPONSE_TIME_HOURS,
  RETURN_WINDOW_DAYS,
  SURVIVAL_GUARANTEE_DAYS,
} from '../../domain/shop-facts';
import type { ReturnsContentOf } from './types';

/** The Returns page in Arabic. */
export const returnsAr: ReturnsContentOf = (tr) => ({
  title: 'سياسة الإرجاع',
  description: `الإرجاع خلال ${formatDays(tr, RETURN_WINDOW_DAYS['live-plants'])} للنباتات الحية، و${formatDays(tr, RETURN_WINDOW_DAYS['seeds-bulbs'])} للبذور والأبصال، و${formatDays(tr, RETURN_WINDOW_DAYS.accessories)} للإكسسوارات، مع ضمان بقاء لمدة ${formatDays(tr, SURVIVAL_GUARANTEE_DAYS)}.`,
  intro: 'نبتة لا تناسبك أو منتج وصل متضررًا؟ إليك كيف تُرجع مشترياتك وتسترد مالك، ببساطة.',
  windows: {
    title: 'مهل الإرجاع',
    intro: 'تُحسب المهل ابتداءً من يوم التسليم.',
    items: [
      { category: 'live-plants', title: 'النباتات الحية', condition: 'في أصيصها الأصلي، مع صورة للنبتة وللتغليف عند الاستلام.' },
      { category: 'seeds-bulbs', title: 'البذور والأبصال', condition: 'أكياس غير مفتوحة وأبصال غير مزروعة، محفوظة في مكان جاف وبارد.' },
      { category: 'accessories', title: 'الإكسسوارات', condition: 'أصص وأدوات وتربة جديدة غير مستعملة، في تغليفها الأصلي.' },
    ],
    days: (category) => formatDays(tr, RETURN_WINDOW_DAYS[category]),
  },
  guarantee: {
    title: `ضمان البقاء لمدة ${formatDays(tr, SURVIVAL_GUARANTEE_DAYS)}`,
    paragraphs: [
      [
        'إذا وصلت نبتتك متضررة أو ذبلت خلال ',
        { strong: formatDays(tr, SURVIVAL_GUARANTEE_DAYS) },
        ' التالية للتسليم رغم اتباعك نصائح العناية التي نقدمها، نستبدلها مجانًا أو نعيد إليك ثمنها.',
      ],
      [
        'أرسل إلينا صورة للنبتة (وللتغليف إن كان الطرد متضررًا). نصائحنا لاستقبالها كما يجب تجدها في ',
        { text: 'دليل العناية', href: '/plant-care' },
        '.',
      ],
    ],
  },
  procedure: {
    title: 'كيف أُرجع منتجًا؟',
    steps: [
      {
        title: 'اتصل بنا',
        text: 'راسلنا من صفحة «اتصل بنا» مع رقم طلبك (يظهر في «طلباتي»، مثل #1A2B3C4D)، والمنتج المعني، وصورة إن تعلّق الأمر بنبتة.',
      },
      {
        title: 'استلم تعليماتنا',
        text: `نرد على الأسئلة المتعلقة بالطلبات في غضون ${formatHours(tr, RESPONSE_TIME_HOURS.orders)} خلال أوقات العمل، مع العنوان والخطوات التي يجب اتباعها.`,
      },
      {
        title: 'أعد إرسال المنتج',
        text: 'غلّفه بعناية وأرفق به رقم طلبك. أما النبتة المشمولة بضمان البقاء فغالبًا ما تكفي صورتها: لا حاجة إلى إعادة إرسالها.',
      },
      {
        title: 'الاسترداد أو الاستبدال',
        text: 'فور استلام المنتج والتحقق منه (أو فحص الصورة)، نستبدل المنتج أو نعيد المبلغ إلى وسيلة الدفع التي استعملتها.',
      },
    ],
    request: 'اطلب إرجاع منتج',
  },
  refunds: {
    title: 'مهل استرداد المبلغ',
    intro: 'تُحسب ابتداءً من قبول الإرجاع، وتُرَدّ المبالغ إلى وسيلة الدفع المستعملة في الطلب.',
    card: 'الدفع بالبطاقة',
    cardDelay: `يُسترد المبلغ في أجل يتراوح ${formatWorkingDays(tr, REFUND_DELAY_WORKING_DAYS.card)}.`,
    transfer: 'الدفع بالتحويل البنكي',
    transferDelay: `يُسترد المبلغ في أجل يتراوح ${formatWorkingDays(tr, REFUND_DELAY_WORKING_DAYS.bank_transfer)}، بتحويل بنكي.`,
  },
  fees: {
    title: 'تكاليف الإرجاع',
    text: 'إذا كان الخطأ من جهتنا — منتج متضرر أو معيب أو مختلف عما طلبته — نتحمّل تكاليف الإرجاع كاملة. وفي الحالات الأخرى تبقى تكاليف إعادة الإرسال على عاتقك، ولا تُسترد تكاليف التوصيل الأولى إلا إذا أُرجع الطلب كله بسبب خطأ من جهتنا.',
  },
});
