import type { LightCode, WaterCode } from './species.types';

/**
 * The knowledge base in Arabic (Modern Standard Arabic): the common names of the shop's species and
 * of the plants Algerian homes and gardens know best, by binomial (lower case, as `binomialKey`), the
 * usual name first; and the light and watering lines. Names are written as a reader expects them in
 * a sentence, with the article where Arabic uses one.
 */
export const ARABIC_NAMES: Readonly<Record<string, readonly string[]>> = {
  'adiantum capillus-veneris': ['كزبرة البئر'],
  'aloe vera': ['الألوفيرا', 'الصبار'],
  'anubias barteri': ['الأنوبياس'],
  'asplenium nidus': ['سرخس عش الطائر'],
  'bougainvillea glabra': ['الجهنمية'],
  'ceratonia siliqua': ['الخروب'],
  'cereus repandus': ['صبار بيرو'],
  'chamaedorea elegans': ['نخلة الصالون'],
  'chlorophytum comosum': ['نبتة العنكبوت'],
  'citrus sinensis': ['البرتقال'],
  'crassula ovata': ['نبتة اليشم', 'شجرة المال'],
  'cyperus papyrus': ['البردي'],
  'dracaena trifasciata': ['جلد النمر', 'لسان الحماة', 'السانسيفيريا'],
  'echeveria elegans': ['الإشفيريا'],
  'echinocactus grusonii': ['صبار البرميل الذهبي', 'كرسي الحماة'],
  'epipremnum aureum': ['البوتس'],
  'ficus carica': ['التين'],
  'haworthiopsis attenuata': ['الهاورثيا'],
  'hibiscus rosa-sinensis': ['الخطمية الصينية', 'الهيبيسكوس'],
  'jasminum officinale': ['الياسمين'],
  'lavandula dentata': ['الخزامى'],
  'mentha spicata': ['النعناع'],
  'monstera deliciosa': ['المونستيرا'],
  'nelumbo nucifera': ['اللوتس'],
  'nephrolepis exaltata': ['سرخس بوسطن'],
  'nerium oleander': ['الدفلى'],
  'nymphaea alba': ['زنبق الماء الأبيض', 'النيلوفر'],
  'ocimum basilicum': ['الحبق', 'الريحان'],
  'olea europaea': ['الزيتون', 'شجرة الزيتون'],
  'opuntia ficus-indica': ['التين الشوكي', 'الهندي'],
  'pelargonium hortorum': ['إبرة الراعي', 'العطرشة'],
  'phalaenopsis amabilis': ['أوركيد الفراشة', 'الأوركيد'],
  'phoenix dactylifera': ['نخلة التمر', 'النخيل'],
  'pinus halepensis': ['الصنوبر الحلبي'],
  'salvia rosmarinus': ['إكليل الجبل'],
  'schlumbergera truncata': ['صبار عيد الميلاد'],
  'zamioculcas zamiifolia': ['الزاميا'],
};

export const LIGHT_AR: Readonly<Record<LightCode, string>> = {
  sun: 'شمس كاملة',
  'sun-partial': 'من الشمس إلى الظل الجزئي',
  bright: 'ضوء ساطع غير مباشر',
  medium: 'ضوء غير مباشر متوسط إلى خافت',
  shade: 'الظل؛ تتحمل الإضاءة الخافتة',
};

export const WATER_AR: Readonly<Record<WaterCode, string>> = {
  sparse: 'اترك التربة تجف تمامًا بين سقيتين.',
  moderate: 'اسقِها حين تجف أول 2–3 سم من التربة.',
  moist: 'حافظ على رطوبة التربة بانتظام، دون أن تُغرقها.',
  aquatic: 'تنمو في الماء.',
  mist: 'دون تربة: انقعها أو رشّها بالماء مرة أو مرتين في الأسبوع.',
};
