import type { ShippingZoneId } from './shop-facts';

/**
 * The 58 wilayas carriers deliver to today (docs/contract.md §4), with their official code, French and
 * Arabic names and the shipping zone of shop-facts.ts they belong to; then the 11 of law 26-06
 * (NEW_WILAYAS, 69 in all), which operate from NEW_WILAYAS_FROM (a setting may move the date:
 * docs/decisions/019-communes-dataset.md). `aliases` are other spellings customers type (old names,
 * darija, Latin transliterations of the Arabic), written lower case without accents; the French name
 * and code are matched anyway.
 */
export interface Wilaya {
  code: number;
  name: string;
  ar: string;
  zone: ShippingZoneId;
  aliases: readonly string[];
  /** A wilaya of law 26-06: the wilaya it was carved from, whose code couriers (1–58) still use. */
  mother?: number;
}

/** The day the 11 wilayas of law 26-06 operate (JO n° 25, 5 April 2026); the setting `newWilayasFrom` overrides it. */
export const NEW_WILAYAS_FROM = '2027-01-01';

export const WILAYAS: readonly Wilaya[] = [
  { code: 1, name: 'Adrar', ar: 'أدرار', zone: 'far-south', aliases: [] },
  { code: 2, name: 'Chlef', ar: 'الشلف', zone: 'north', aliases: ['echlef', 'chelef', 'orleansville'] },
  { code: 3, name: 'Laghouat', ar: 'الأغواط', zone: 'south', aliases: ['lghouat', 'laghwat', 'el aghouat'] },
  { code: 4, name: 'Oum El Bouaghi', ar: 'أم البواقي', zone: 'highlands', aliases: ['oum bouaghi', 'oum el bouagui', 'oeb'] },
  { code: 5, name: 'Batna', ar: 'باتنة', zone: 'highlands', aliases: [] },
  { code: 6, name: 'Béjaïa', ar: 'بجاية', zone: 'north', aliases: ['bejaia', 'bgayet', 'vgayet', 'bougie', 'bejaya', 'bjaya'] },
  { code: 7, name: 'Biskra', ar: 'بسكرة', zone: 'south', aliases: ['beskra'] },
  { code: 8, name: 'Béchar', ar: 'بشار', zone: 'south', aliases: ['bechar', 'bchar'] },
  { code: 9, name: 'Blida', ar: 'البليدة', zone: 'north', aliases: ['lblida', 'el blida'] },
  { code: 10, name: 'Bouira', ar: 'البويرة', zone: 'north', aliases: ['tubirett', 'lbouira'] },
  { code: 11, name: 'Tamanrasset', ar: 'تمنراست', zone: 'far-south', aliases: ['tamanghasset', 'tamenrasset', 'tam'] },
  { code: 12, name: 'Tébessa', ar: 'تبسة', zone: 'highlands', aliases: ['tebessa', 'tbessa', 'tebassa'] },
  { code: 13, name: 'Tlemcen', ar: 'تلمسان', zone: 'north', aliases: ['tilimsen', 'tlemsen', 'tlemcene'] },
  { code: 14, name: 'Tiaret', ar: 'تيارت', zone: 'highlands', aliases: ['tihert', 'tyaret'] },
  { code: 15, name: 'Tizi Ouzou', ar: 'تيزي وزو', zone: 'north', aliases: ['tizi', 'tizi wezzu', 'tizi ouezzou', 'tiziouzou'] },
  { code: 16, name: 'Alger', ar: 'الجزائر العاصمة', zone: 'algiers', aliases: ['algiers', 'alger centre', 'el djazair', 'el dzayer', 'la capitale', 'l assima', 'lassima', 'el assima', 'dzayer l3assima', 'dzayer', 'dzair', 'l3asima', 'l3assima', 'el 3asima', 'la3sima', 'dzayer l3asima'] },
  { code: 17, name: 'Djelfa', ar: 'الجلفة', zone: 'highlands', aliases: ['jelfa', 'el djelfa', 'ljelfa'] },
  { code: 18, name: 'Jijel', ar: 'جيجل', zone: 'north', aliases: ['djidjel', 'jijl'] },
  { code: 19, name: 'Sétif', ar: 'سطيف', zone: 'highlands', aliases: ['setif', 'stif', 'stayf'] },
  { code: 20, name: 'Saïda', ar: 'سعيدة', zone: 'highlands', aliases: ['saida'] },
  { code: 21, name: 'Skikda', ar: 'سكيكدة', zone: 'north', aliases: ['philippeville', 'sekikda'] },
  { code: 22, name: 'Sidi Bel Abbès', ar: 'سيدي بلعباس', zone: 'north', aliases: ['sidi bel abbes', 'sidi belabbes', 'bel abbes', 'belabbes', 'sba'] },
  { code: 23, name: 'Annaba', ar: 'عنابة', zone: 'north', aliases: ['3annaba', 'anaba'] },
  { code: 24, name: 'Guelma', ar: 'قالمة', zone: 'north', aliases: ['galma', 'qalma'] },
  { code: 25, name: 'Constantine', ar: 'قسنطينة', zone: 'north', aliases: ['qsentina', 'ksentina', 'qacentina', '9santina', '9sentina', 'constantina', 'cirta'] },
  { code: 26, name: 'Médéa', ar: 'المدية', zone: 'highlands', aliases: ['medea', 'lemdia', 'lamdia', 'el madania'] },
  { code: 27, name: 'Mostaganem', ar: 'مستغانم', zone: 'north', aliases: ['mosta', 'mestghanem', 'mostaghanem'] },
  { code: 28, name: "M'Sila", ar: 'المسيلة', zone: 'highlands', aliases: ['msila', 'm sila', 'lmsila', 'el msila'] },
  { code: 29, name: 'Mascara', ar: 'معسكر', zone: 'north', aliases: ['mouaskar', 'm3asker', 'maaskar'] },
  { code: 30, name: 'Ouargla', ar: 'ورقلة', zone: 'south', aliases: ['wargla', 'warqla', 'ouregla'] },
  { code: 31, name: 'Oran', ar: 'وهران', zone: 'north', aliases: ['wahran', 'ouahran', 'wehran'] },
  { code: 32, name: 'El Bayadh', ar: 'البيض', zone: 'highlands', aliases: ['el bayad', 'bayadh', 'lbayadh', 'el abiodh'] },
  { code: 33, name: 'Illizi', ar: 'إليزي', zone: 'far-south', aliases: ['ilizi'] },
  { code: 34, name: 'Bordj Bou Arréridj', ar: 'برج بوعريريج', zone: 'highlands', aliases: ['bordj bou arreridj', 'bba', 'bordj', 'bourdj', 'bordj bouarreridj'] },
  { code: 35, name: 'Boumerdès', ar: 'بومرداس', zone: 'north', aliases: ['boumerdes', 'boumerdas', 'boumardes'] },
  { code: 36, name: 'El Tarf', ar: 'الطارف', zone: 'north', aliases: ['tarf', 'el taref', 'ettarf'] },
  { code: 37, name: 'Tindouf', ar: 'تندوف', zone: 'far-south', aliases: ['tinduf'] },
  { code: 38, name: 'Tissemsilt', ar: 'تيسمسيلت', zone: 'highlands', aliases: ['tissemssilt', 'tisemsilt'] },
  { code: 39, name: 'El Oued', ar: 'الوادي', zone: 'south', aliases: ['oued souf', 'el oued souf', 'souf', 'loued'] },
  { code: 40, name: 'Khenchela', ar: 'خنشلة', zone: 'highlands', aliases: ['khenchla', 'khanchla'] },
  { code: 41, name: 'Souk Ahras', ar: 'سوق أهراس', zone: 'north', aliases: ['souk ahras', 'souq ahras', 'thagaste'] },
  { code: 42, name: 'Tipaza', ar: 'تيبازة', zone: 'north', aliases: ['tipasa', 'tibaza'] },
  { code: 43, name: 'Mila', ar: 'ميلة', zone: 'north', aliases: [] },
  { code: 44, name: 'Aïn Defla', ar: 'عين الدفلى', zone: 'north', aliases: ['ain defla', 'ain eddefla', 'aindefla'] },
  { code: 45, name: 'Naâma', ar: 'النعامة', zone: 'highlands', aliases: ['naama', 'ennaama'] },
  { code: 46, name: 'Aïn Témouchent', ar: 'عين تموشنت', zone: 'north', aliases: ['ain temouchent', 'temouchent', 'aintemouchent'] },
  { code: 47, name: 'Ghardaïa', ar: 'غرداية', zone: 'south', aliases: ['ghardaia', 'ghardaya', 'gardaia', 'mzab'] },
  { code: 48, name: 'Relizane', ar: 'غليزان', zone: 'north', aliases: ['ghilizane', 'ghilizan', 'relizan'] },
  { code: 49, name: 'Timimoun', ar: 'تيميمون', zone: 'far-south', aliases: ['timimun'] },
  { code: 50, name: 'Bordj Badji Mokhtar', ar: 'برج باجي مختار', zone: 'far-south', aliases: ['bordj badji mokhtar', 'bbm', 'bordj mokhtar'] },
  { code: 51, name: 'Ouled Djellal', ar: 'أولاد جلال', zone: 'south', aliases: ['ouled djellal', 'oulad djellal', 'ouled jellal'] },
  { code: 52, name: 'Béni Abbès', ar: 'بني عباس', zone: 'south', aliases: ['beni abbes', 'beni abes', 'bni abbes'] },
  { code: 53, name: 'In Salah', ar: 'عين صالح', zone: 'far-south', aliases: ['ain salah', 'in salah', 'insalah'] },
  { code: 54, name: 'In Guezzam', ar: 'عين قزام', zone: 'far-south', aliases: ['ain guezzam', 'in guezzam', 'in gezzam'] },
  { code: 55, name: 'Touggourt', ar: 'تقرت', zone: 'south', aliases: ['tougourt', 'tuggurt', 'teggourt', 'tgourt'] },
  { code: 56, name: 'Djanet', ar: 'جانت', zone: 'far-south', aliases: ['janet'] },
  { code: 57, name: "El M'Ghair", ar: 'المغير', zone: 'south', aliases: ['el mghair', 'el meghaier', 'mghair', 'el meghair'] },
  { code: 58, name: 'El Menia', ar: 'المنيعة', zone: 'south', aliases: ['el meniaa', 'el menea', 'menia', 'el golea'] },
];

/** Law 26-06: zone and courier code are the mother wilaya's until couriers learn the new codes. */
export const NEW_WILAYAS: readonly Wilaya[] = [
  { code: 59, name: 'Aflou', ar: 'آفلو', zone: 'south', mother: 3, aliases: ['aflu'] },
  { code: 60, name: 'Barika', ar: 'بريكة', zone: 'highlands', mother: 5, aliases: ['brika'] },
  { code: 61, name: 'El Kantara', ar: 'القنطرة', zone: 'south', mother: 7, aliases: ['kantara', 'el qantara'] },
  { code: 62, name: 'Bir El Ater', ar: 'بئر العاتر', zone: 'highlands', mother: 12, aliases: ['bir el ater', 'bir later'] },
  { code: 63, name: 'El Aricha', ar: 'العريشة', zone: 'north', mother: 13, aliases: ['aricha'] },
  { code: 64, name: 'Ksar Chellala', ar: 'قصر الشلالة', zone: 'highlands', mother: 14, aliases: ['ksar chelala', 'chellala'] },
  { code: 65, name: 'Aïn Oussera', ar: 'عين وسارة', zone: 'highlands', mother: 17, aliases: ['ain oussera', 'ain ouessara', 'ain oussara'] },
  { code: 66, name: 'Messaad', ar: 'مسعد', zone: 'highlands', mother: 17, aliases: ['messad', 'mesaad'] },
  { code: 67, name: 'Ksar El Boukhari', ar: 'قصر البخاري', zone: 'highlands', mother: 26, aliases: ['boukhari', 'ksar boukhari'] },
  { code: 68, name: 'Bou Saâda', ar: 'بوسعادة', zone: 'highlands', mother: 28, aliases: ['bou saada', 'boussaada', 'bousaada'] },
  { code: 69, name: 'El Abiodh Sidi Cheikh', ar: 'الأبيض سيدي الشيخ', zone: 'highlands', mother: 32, aliases: ['abiodh sidi cheikh', 'sidi cheikh'] },
];

/** The 69 wilayas of the law, the new ones included whether or not they operate yet. */
export const ALL_WILAYAS: readonly Wilaya[] = [...WILAYAS, ...NEW_WILAYAS];

/** Any of the 69 wilayas (an order placed after the switch keeps its new wilaya). */
export function wilayaByCode(code: number): Wilaya | undefined {
  return ALL_WILAYAS.find((w) => w.code === code);
}

/** The code couriers know (1–58): the wilaya's own, or its mother's for a wilaya of law 26-06. */
export function courierCodeOfWilaya(code: number): number | undefined {
  const w = wilayaByCode(code);
  return w ? (w.mother ?? w.code) : undefined;
}

/** True for a YYYY-MM-DD date that exists (2027-02-30 does not). */
export function isCalendarDate(s: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** `switchDate` as a Date at 00:00 in Algiers (UTC+1, no summer time). */
export function switchInstant(switchDate: string): Date {
  return new Date(`${switchDate}T00:00:00+01:00`);
}

/** True once the 11 wilayas of law 26-06 operate (from `switchDate`, YYYY-MM-DD, in Algiers). */
export function newWilayasActive(now: Date, switchDate: string = NEW_WILAYAS_FROM): boolean {
  return now >= switchInstant(switchDate);
}

/** The wilayas that operate at `now`: the 58, and the 11 new ones from `switchDate` (YYYY-MM-DD). */
export function activeWilayas(now: Date, switchDate: string = NEW_WILAYAS_FROM): readonly Wilaya[] {
  return newWilayasActive(now, switchDate) ? ALL_WILAYAS : WILAYAS;
}

export function isWilayaActive(code: number, now: Date, switchDate: string = NEW_WILAYAS_FROM): boolean {
  return activeWilayas(now, switchDate).some((w) => w.code === code);
}

/** The wilayas of a zone, in code order. */
export function wilayasOfZone(zone: ShippingZoneId): Wilaya[] {
  return WILAYAS.filter((w) => w.zone === zone);
}
