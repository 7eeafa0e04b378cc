import { binomialKey, genusKey } from '../identify/species/species';
import { ARABIC_NAMES } from '../identify/species/species.ar';
import { normalise } from './chat.text';

/**
 * Plant names as customers write them: catalogue names, common names in English and French,
 * scientific names and genera, and the darija and Arabic names used in Algeria. A phrase points to
 * catalogue plants and/or a species of the knowledge base.
 */
export interface NameTarget {
  plantIds: number[];
  /** Accepted scientific name of a knowledge-base species. */
  species?: string;
}

export interface NameMatch extends NameTarget {
  start: number;
  end: number;
  phrase: string;
  /** The name is a whole genus ("ficus"), so it may stand for several plants. */
  genus: boolean;
}

/** Words that never name a plant on their own (a plant's name may still contain them). */
const GENERIC = new Set(
  (
    'plant plante plantes plants tree trees arbre arbres fleur fleurs flower flowers fern ferns fougere fougeres herb herbs herbe ' +
    'herbes cactus cacti succulent succulente succulentes grass common commun commune sweet doux douce golden dore doree french ' +
    'english anglais zonal moth chinese chinois chine giant geant dwarf nain naine mini red rouge white blanc blanche pink rose ' +
    'yellow jaune blue bleu bleue green vert verte black noir noire purple violet tropical tropicale indoor wild sauvage royal ' +
    'queen reine king roi lady mother mere tongue langue belle faux fausse false true vrai vraie des de du la le the of and et ' +
    'water eau sun soleil light care cat chat dog chien money date orange peace paix bird oiseau paradise paradis house maison ' +
    'palm leaf feuille leaves feuilles star etoile snake serpent spider araignee baby bebe lucky bambou bamboo air elephant ear ' +
    'oreille fire feu night nuit morning evening day jour beach mountain mont desert sea mer rock roche stone pierre pot ' +
    'cheese gruyere swiss suisse ivy lierre mexican mexicain boston christmas noel zebra zebre jade parlour salon moon lune ' +
    'silver argent gold or cape cap indian indien barbary barbarie plain flat big small petit grand petite grande long'
  ).split(' '),
);

/**
 * Algerian names (darija in Latin letters and Arabic script) of plants the catalogue and the
 * knowledge base know, by scientific name or genus.
 */
const LOCAL_NAMES: Record<string, string[]> = {
  'olea europaea': ['zitoun', 'zitouna', 'zitoune', 'zaytoun', 'زيتون', 'زيتونه'],
  'phoenix dactylifera': ['nakhla', 'nekhla', 'nkhla', 'نخله', 'نخيل'],
  'mentha spicata': ['naanaa', 'na3na3', 'nanaa', 'naana', 'nana3', 'نعناع'],
  ocimum: ['hbeq', 'hbaq', 'l7beq', 'hbak', 'حبق', 'ريحان'],
  'salvia rosmarinus': ['klil', 'iklil', 'azir', 'yazir', 'اكليل', 'اكليل الجبل', 'ازير'],
  lavandula: ['khozama', 'khouzama', 'lkhouzama', 'خزامى', 'خزامي'],
  'opuntia ficus-indica': ['hendi', 'el hindi', 'karmous ensara', 'karmous nsara', 'sabra', 'tin chouki', 'هندي', 'التين الشوكي'],
  'ficus carica': ['karmous', 'kermous', 'karmouss', 'كرموس', 'تين'],
  jasminum: ['yasmin', 'yasmine', 'yasmina', 'el yasmine', 'ياسمين'],
  aloe: ['siber', 'sabbar', 'الصبار', 'صبار', 'الالوفيرا', 'الوفيرا'],
  'nerium oleander': ['defla', 'difla', 'دفلى'],
  citrus: ['tchina', 'tchinaa', 'limoun', 'laymoun', 'ليمون', 'برتقال', 'تشينه'],
  'ceratonia siliqua': ['kharroub', 'kharoub', 'خروب'],
  'pinus halepensis': ['snouber', 'sanouber', 'صنوبر'],
  thymus: ['zaatar', 'za3tar', 'زعتر'],
  pelargonium: ['3tercha', 'aatercha', 'atarcha', 'عطرشه'],
  'punica granatum': ['roumane', 'rommane', 'رمان'],
  bougainvillea: ['bougainvillier', 'bougainvilla', 'جهنميه'],
  'hibiscus rosa-sinensis': ['ketmie', 'كركديه'],
  'nymphaea alba': ['nenufar', 'لوتس'],
};

/** Words that make no name even together ("plante d'intérieur" names no plant). */
const FILLER = new Set('plant plante plantes plants tree trees arbre arbres de d du des la le les l of the a an en in a'.split(' '));

export class NameIndex {
  /**
   * `reserved`: words that mean something else to the assistant (the lexicon's "interieur", "soleil",
   * "cactus"…) — a plant is never named by one of them alone.
   */
  constructor(private readonly reserved: ReadonlySet<string> = new Set()) {}

  private isNameWord(word: string): boolean {
    return word.length >= 4 && !GENERIC.has(word) && !this.reserved.has(word) && !/^\d+$/.test(word);
  }

  private readonly phrases = new Map<string, { plantIds: Set<number>; species?: string; genus: boolean }>();
  private maxWords = 1;
  /** Every word of every name, for the typo-correcting vocabulary. */
  readonly words = new Set<string>();

  private put(phrase: string, target: { plantId?: number; species?: string }, genus = false): void {
    const key = normalise(phrase);
    if (!key) return;
    const words = key.split(' ');
    // A lone word must be a real name, not "plant" or "rose".
    if (words.length === 1 && !this.isNameWord(key) && !/[\u0600-\u06ff]/.test(key)) return;
    if (words.every((w) => FILLER.has(w))) return;
    let entry = this.phrases.get(key);
    if (!entry) {
      entry = { plantIds: new Set(), genus };
      this.phrases.set(key, entry);
    }
    // A species-level name wins over a genus-level one for the same phrase.
    if (!genus) entry.genus = false;
    if (target.plantId !== undefined) entry.plantIds.add(target.plantId);
    if (target.species && !entry.species) entry.species = target.species;
    this.maxWords = Math.max(this.maxWords, words.length);
    for (const w of words) this.words.add(w);
  }

  /** A name and its parts: "Faux philodendron (plante gruyère)" → both names; the distinctive words alone. */
  private putName(name: string, target: { plantId?: number; species?: string }): void {
    const parts = name
      .replace(/['‘’"“”][^'‘’"“”]*['‘’"“”]/g, ' ') // cultivar names in quotes stay with the full name only
      .split(/[(),;/]| ou | or /)
      .map((p) => p.trim())
      .filter(Boolean);
    this.put(name, target);
    for (const part of parts) {
      this.put(part, target);
      const words = normalise(part).split(' ');
      if (words.length > 1) for (const w of words) if (this.isNameWord(w)) this.put(w, target);
    }
  }

  addPlant(
    plant: { id: number; name: string; commonName: string | null; scientificName: string | null; translations?: Record<'fr' | 'ar', { name: string | null }> },
    species?: string,
  ): void {
    const target = { plantId: plant.id, ...(species ? { species } : {}) };
    this.putName(plant.name, target);
    if (plant.commonName) this.putName(plant.commonName, target);
    // The names the admin gave it in French and Arabic ("Olivier", "شجرة الزيتون").
    for (const name of [plant.translations?.fr.name, plant.translations?.ar.name]) if (name) this.putName(name, target);
    if (plant.scientificName) {
      this.put(plant.scientificName, target);
      this.put(binomialKey(plant.scientificName), target);
      const genus = genusKey(plant.scientificName);
      if (this.isNameWord(genus)) this.put(genus, { plantId: plant.id }, true);
    }
  }

  addSpecies(entry: { name: string; syn?: string[]; en: string[]; fr: string[] }): void {
    const target = { species: entry.name };
    this.put(entry.name, target);
    this.put(binomialKey(entry.name), target);
    for (const syn of entry.syn ?? []) this.put(binomialKey(syn), target);
    for (const name of [...entry.en, ...entry.fr]) this.putName(name, target);
    const genus = genusKey(entry.name);
    if (this.isNameWord(genus)) this.put(genus, target, true);
  }

  /** Darija and Arabic names, for the plants and species of that scientific name or genus. */
  addLocalNames(plants: readonly { id: number; scientificName: string | null }[], speciesNames: readonly string[]): void {
    // The knowledge base's Arabic names, also without their article: "الزيتون" and "زيتون".
    const arabic = Object.entries(ARABIC_NAMES).map(([key, names]) => [key, names.flatMap((n) => [n, n.replace(/^ال/, '')])] as const);
    for (const [key, names] of [...Object.entries(LOCAL_NAMES), ...arabic]) {
      const isGenus = !key.includes(' ');
      const matches = (scientific: string) => (isGenus ? genusKey(scientific) === key : binomialKey(scientific) === key);
      const species = speciesNames.find(matches);
      const plantIds = plants.filter((p) => p.scientificName && matches(p.scientificName)).map((p) => p.id);
      for (const name of names) {
        for (const plantId of plantIds) this.put(name, { plantId, ...(species ? { species } : {}) }, isGenus);
        if (plantIds.length === 0 && species) this.put(name, { species }, isGenus);
      }
    }
  }

  /**
   * The names in a message's words, longest first and without overlaps. Arabic words are also tried
   * without the article (ال) and the one-letter prefixes و ب ل ف.
   */
  match(tokens: readonly string[]): NameMatch[] {
    const matches: NameMatch[] = [];
    const used = new Array<boolean>(tokens.length).fill(false);
    for (let size = Math.min(this.maxWords, tokens.length); size >= 1; size--) {
      for (let start = 0; start + size <= tokens.length; start++) {
        if (used.slice(start, start + size).some(Boolean)) continue;
        const phrase = tokens.slice(start, start + size).join(' ');
        const entry = this.lookup(phrase);
        if (!entry) continue;
        for (let i = start; i < start + size; i++) used[i] = true;
        matches.push({
          start,
          end: start + size,
          phrase,
          plantIds: [...entry.plantIds],
          ...(entry.species ? { species: entry.species } : {}),
          genus: entry.genus,
        });
      }
    }
    return matches.sort((a, b) => a.start - b.start);
  }

  private lookup(phrase: string) {
    const direct = this.phrases.get(phrase);
    if (direct || !/[\u0600-\u06ff]/.test(phrase)) return direct;
    for (const variant of [phrase.replace(/^(و|ب|ل|ف)/, ''), phrase.replace(/^(و|ب|ف)?(ال|لل)/, '')]) {
      const found = this.phrases.get(variant);
      if (found) return found;
    }
    return undefined;
  }
}
