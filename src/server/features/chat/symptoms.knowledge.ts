import type { Locale } from '@shared/messages';

/**
 * What the assistant says about a sick plant's symptom (issue 41), offline: how customers write it —
 * French, English, Arabic, and darija in Arabic and in Latin letters (3 = ع, 9 = ق, 7 = ح) — and the
 * answer in the answer's language. Patterns match the chat's normalised text (chat.text.ts
 * `normalise`: lower case, no accents, Arabic letters unified, punctuation as spaces).
 */
export type SymptomId = 'yellowLeaves' | 'brownTips' | 'rot' | 'whitePowder' | 'insects' | 'noFlowers';
export type HelpfulProduct = 'pot' | 'soil';

export interface Symptom {
  id: SymptomId;
  patterns: RegExp[];
  answer: Record<Locale, string>;
  /** Products that help, linked only when the shop sells them. */
  products: HelpfulProduct[];
}

export const SYMPTOMS: readonly Symptom[] = [
  {
    id: 'rot',
    patterns: [
      /\b(soft|mushy|black) (stem|base|trunk)\b|\broot rot\b|\brott?(ing|en)\b/,
      /\bpourri\w*|\btige (molle|noire)\b|\bramolli\w*/,
      /\b(t?khmaj|khmej|mkhamj\w*|t?khamej|khamja|khamjet|tkhmjet)\b|\brotba\b|\bmerkhia\b|\bmarkhya\b/,
      /عفن|تعفن|متعفن|خامج|خمج|تخمج|خامجه|ساق طري|الساق طري|مرخي|مرخيه/,
    ],
    products: ['pot', 'soil'],
    answer: {
      en: 'A soft or blackened stem base and a sour smell are root rot, almost always from too much water in a pot that does not drain. Stop watering, take the plant out of its pot, cut every brown, mushy root with clean scissors, and replant in fresh, free-draining soil in a pot with a drainage hole. Water again only when the soil has dried. A stem soft all through rarely recovers: take a healthy cutting.',
      fr: 'Une base de tige molle ou noircie et une odeur aigre, c’est la pourriture des racines, presque toujours un excès d’eau dans un pot qui ne draine pas. Arrêtez l’arrosage, sortez la plante du pot, coupez toutes les racines brunes et molles avec des ciseaux propres, et rempotez dans un terreau neuf et drainant, dans un pot percé. N’arrosez qu’une fois la terre sèche. Une tige molle de part en part se rattrape rarement : prélevez une bouture saine.',
      ar: 'قاعدة ساق طرية أو سوداء ورائحة حامضة علامة تعفن الجذور، وسببه غالبًا كثرة الماء في أصيص لا يصرّف. أوقف السقي، أخرج النبتة من الأصيص، اقطع كل الجذور البنية الطرية بمقص نظيف، وأعد زراعتها في تربة جديدة جيدة التصريف داخل أصيص مثقوب. لا تسقها إلا بعد جفاف التربة. الساق الطرية كلها نادرًا ما تُنقذ: خذ منها عُقلة سليمة.',
    },
  },
  {
    id: 'whitePowder',
    patterns: [
      /\bwhite (powder|powdery|dust|coating|film|spots)\b|\bpowdery mildew\b|\bmildew\b/,
      /\bpoudre blanche\b|\bfeutrage blanc\b|\boidium\b|\btaches? blanches?\b|\bblanc (poudreux|farineux)\b/,
      /\b(ghobra|ghbra|ghabra|rmad) (bida|bayda|bidha)\b|\bbyad\b.*\bwra[9q]\b/,
      /غبار ابيض|غبره بيضاء|غبره بيضا|بودره بيضاء|بياض دقيقي|البياض الدقيقي|رماد ابيض|طبقه بيضاء/,
    ],
    products: [],
    answer: {
      en: 'A white powder you can wipe off the leaves is powdery mildew, a fungus that likes still, humid air and dry soil. Remove the worst leaves, give the plant more air and light, water the soil and not the leaves, and spray the rest every week with 1 teaspoon of baking soda and a drop of soap in 1 litre of water (or a sulphur fungicide).',
      fr: 'Une poudre blanche qui s’essuie sur les feuilles, c’est l’oïdium (blanc), un champignon qui aime l’air humide et immobile. Retirez les feuilles les plus atteintes, aérez et donnez plus de lumière, arrosez la terre et non les feuilles, et pulvérisez le reste chaque semaine avec 1 cuillère à café de bicarbonate et une goutte de savon dans 1 litre d’eau (ou un fongicide au soufre).',
      ar: 'الغبار الأبيض الذي يُمسح عن الأوراق هو البياض الدقيقي، فطر يحب الهواء الراكد الرطب. أزل الأوراق الأكثر إصابة، هوِّ المكان وزد الضوء، اسقِ التربة لا الأوراق، ورشّ الباقي كل أسبوع بملعقة صغيرة من بيكربونات الصودا وقطرة صابون في لتر ماء (أو مبيد فطري بالكبريت).',
    },
  },
  {
    id: 'insects',
    patterns: [
      /\b(insects?|bugs?|aphids?|mealybugs?|spider mites?|mites|thrips|gnats|fungus gnats|whitefl(y|ies)|scale insects?)\b/,
      /\b(insectes?|pucerons?|cochenilles?|araignees? rouges?|moucherons?|aleurodes?|bestioles?|thrips)\b/,
      /\b(hachra|hachrat|hacharat|h?acharate|be[9q]|ba[9q]|nmel|qmel|[9q]mel|doud)\b/,
      // Arabic has no \\b: whole words between the spaces the normalised text has (المن, not المناسبه; البق, not البقدونس).
      / (حشرات|حشره|الحشرات|المن|قمل|القمل|البق|بق دقيقي|دود|الدود|نمل|النمل|ذبابه بيضاء)( |$)|عنكبوت احمر|العنكبوت الاحمر/,
    ],
    products: [],
    answer: {
      en: 'Small insects: look under the leaves and at the stems. Green or black dots are aphids, white cotton is mealybugs, fine webs are spider mites, tiny flies over the soil are fungus gnats (the soil stays too wet). Isolate the plant, rinse it in the shower, wipe mealybugs with cotton dipped in alcohol, then spray every 5 days for 3 weeks with black soap (1 tablespoon per litre). For gnats, let the soil dry between waterings.',
      fr: 'Petits insectes : regardez sous les feuilles et sur les tiges. Des points verts ou noirs, ce sont des pucerons ; du coton blanc, des cochenilles ; de fines toiles, des araignées rouges ; de petites mouches au-dessus de la terre, des moucherons (la terre reste trop humide). Isolez la plante, rincez-la sous la douche, essuyez les cochenilles avec un coton imbibé d’alcool, puis pulvérisez tous les 5 jours pendant 3 semaines du savon noir (1 cuillère à soupe par litre). Contre les moucherons, laissez sécher la terre entre deux arrosages.',
      ar: 'حشرات صغيرة: انظر تحت الأوراق وعلى السيقان. نقاط خضراء أو سوداء هي المنّ، وقطن أبيض هو البق الدقيقي، وخيوط رفيعة هي العنكبوت الأحمر، وذباب صغير فوق التربة هو ذباب الفطر (التربة رطبة أكثر من اللازم). اعزل النبتة، اغسلها تحت الدش، امسح البق الدقيقي بقطنة مبللة بالكحول، ثم رشّها كل 5 أيام لمدة 3 أسابيع بالصابون الأسود (ملعقة كبيرة في اللتر). ولذباب الفطر اترك التربة تجف بين سقيتين.',
    },
  },
  {
    id: 'brownTips',
    patterns: [
      /\bbrown (tips?|edges?|ends?)\b|\b(tips?|edges?|ends?) (are |is )?(turn(ing|ed)? |going |getting )?(brown|crispy|dry)\b|\bcrispy (tips?|edges?)\b/,
      /\b(bouts?|pointes?|extremites?|bords?) (des feuilles )?(sont |deviennent )?(bruns?|brunes?|marrons?|secs?|seches?|grilles?)\b|\bfeuilles? (brunissent|grillent)\b/,
      /\b(ras|rass|rous|trafat?|terf) (el |l )?(wra[9q]\w*|wr[9q]a|ouraq) (kahla|kahlin|yabsa|yabes|nachfa|nachef|m?hro[9q]a?)\b|\b(kahla|kahlin|yabsa|yabsin|nachfa) (men|f) (ras|rass|trafat?)\b/,
      /(اطراف|راس|روس|طرف)( ال)? ?(ورق|الورق|الاوراق|اوراق)\S* (بني|بنيه|يابس|يابسه|ناشف|ناشفه|محروق|محروقه|كحل|كحله)/,
    ],
    products: [],
    answer: {
      en: 'Brown, dry leaf tips mean the leaf loses water faster than the roots give it: dry air (heating, air conditioning, sirocco), irregular watering (the soil dried out completely), or tap water heavy in lime and salt. Water as soon as the top 2–3 cm are dry, stand the pot on a tray of wet pebbles, and use rain or filtered water now and then to flush the salts. Cut the brown tips with clean scissors: they do not turn green again.',
      fr: 'Des bouts de feuilles bruns et secs : la feuille perd l’eau plus vite que les racines ne la donnent — air sec (chauffage, climatisation, sirocco), arrosage irrégulier (terre complètement sèche) ou eau du robinet calcaire et salée. Arrosez dès que les 2–3 premiers cm sont secs, posez le pot sur un plateau de billes humides, et arrosez de temps en temps à l’eau de pluie ou filtrée pour chasser les sels. Coupez les pointes brunes avec des ciseaux propres : elles ne reverdissent pas.',
      ar: 'أطراف الأوراق البنية اليابسة تعني أن الورقة تفقد الماء أسرع مما تعطيه الجذور: هواء جاف (تدفئة، مكيف، شهيلي)، سقي غير منتظم (جفّت التربة تمامًا)، أو ماء حنفية كثير الكلس والملح. اسقها حين تجف السنتيمترات 2–3 الأولى، ضع الأصيص على صحن فيه حصى مبلل، واسقها أحيانًا بماء المطر أو المصفّى لطرد الأملاح. قصّ الأطراف البنية بمقص نظيف: فهي لا تخضرّ من جديد.',
    },
  },
  {
    id: 'yellowLeaves',
    patterns: [
      // A yellow leaf, not a yellow flower: a leaf word with a yellow word, or the verb.
      /\bturn(ing|s|ed)? yellow\b|\byellowing\b|\bjauniss\w*|\bjaunit\b|\bjauni\b/,
      /^(?=.*\b(leaf|leaves|feuilles?|wra[9q]\w*|wr[9q]a|ouraq|ourak|ouraka)\b)(?=.*\b(yellow|jaunes?|sfar|sfer|sfour|sefra|safra|sfra|msafra|msefra|tsfar|tsafar|tesfar|yesfar)\b)/,
      /^(?=.*(ورق|اوراق))(?=.*(صفر|اصفر|يصفار|تصفار|مصفار|مصفره))/,
    ],
    products: ['soil'],
    answer: {
      en: 'Yellow leaves most often mean too much water: feel the soil 3 cm down — if it is wet, let it dry before watering again and make sure the pot drains. Only the lowest, oldest leaves yellowing one by one is normal ageing. Pale yellow new leaves in a plant never fed point to hunger: feed it in spring and summer. Yellow leaves after a move are the plant getting used to less light.',
      fr: 'Des feuilles jaunes, c’est le plus souvent un excès d\'arrosage : touchez la terre à 3 cm de profondeur — si elle est humide, laissez-la sécher avant le prochain arrosage et vérifiez que le pot draine. Si seules les feuilles du bas, les plus vieilles, jaunissent une à une, c’est le vieillissement normal. De jeunes feuilles jaune pâle sur une plante jamais nourrie : donnez de l’engrais au printemps et en été. Après un déménagement, c’est la plante qui s’habitue à moins de lumière.',
      ar: 'الأوراق الصفراء سببها في الغالب كثرة الماء: المس التربة على عمق 3 سم — إن كانت رطبة فاتركها تجف قبل السقي القادم وتأكد أن الأصيص يصرّف الماء. إن اصفرّت الأوراق السفلى القديمة وحدها واحدة بعد أخرى فذلك شيخوخة عادية. أوراق جديدة صفراء باهتة في نبتة لم تُسمَّد أبدًا تعني الجوع: سمّدها في الربيع والصيف. وبعد نقلها من مكانها فهي تتعوّد على ضوء أقل.',
    },
  },
  {
    id: 'noFlowers',
    patterns: [
      /\b(won t|doesn t|does not|don t|never|not|isn t|aren t) (flower|bloom)(ing|s)?\b|\bstopped (flowering|blooming)\b|\bno (flowers|blooms) (on|yet|this|since)\b/,
      /\bfleuri(t|ssent) (pas|plus|jamais)\b|\bplus de fleurs? (sur|depuis)\b|\bne fait (pas|plus) de fleurs?\b/,
      /\b(ma|mat|mata|ma t)? ?(nawarch|nwarch|nouwarch|tnawarch|tnawerch|tnouwarch|nawritch|twarrdch|zhratch)\b|\bmakanch (nouwar|nwar|nawar|zhar)\b|\bbla (nouwar|nwar|nawar)\b/,
      /لا تزهر|ما تزهر|ماتزهرش|ما زهرتش|ما نورتش|ماتنورش|ماتنوارش|ما تنوارش|بلا نوار|ما فيهاش نوار|مافيهاش نوار|لا ازهار|ماكانش نوار|ما كاينش نوار|ما طلعش نوار/,
    ],
    products: [],
    answer: {
      en: 'A plant that does not flower usually lacks light: most flowering plants need a few hours of sun or very bright light a day. Other causes: a nitrogen-rich fertiliser (lush leaves, no flowers: use one for flowering plants, richer in potassium), a pot far too big, or a plant that needs a cool winter rest to set buds (Christmas cactus, orchids, bougainvillea). Young plants may need another season.',
      fr: 'Une plante qui ne fleurit pas manque le plus souvent de lumière : la plupart des plantes à fleurs veulent quelques heures de soleil ou une lumière très vive chaque jour. Autres causes : un engrais trop riche en azote (beaucoup de feuilles, pas de fleurs : prenez un engrais pour plantes fleuries, riche en potasse), un pot bien trop grand, ou une plante qui a besoin d’un repos frais en hiver pour former ses boutons (cactus de Noël, orchidées, bougainvillier). Une jeune plante peut demander une saison de plus.',
      ar: 'النبتة التي لا تزهر ينقصها الضوء في الغالب: أكثر النباتات المزهرة تحتاج ساعات من الشمس أو ضوءًا قويًا جدًا كل يوم. أسباب أخرى: سماد غني بالآزوت (أوراق كثيرة بلا أزهار: استعمل سمادًا للنباتات المزهرة غنيًا بالبوتاسيوم)، أصيص أكبر بكثير من اللازم، أو نبتة تحتاج راحة باردة في الشتاء لتكوّن براعمها (صبار عيد الميلاد، الأوركيد، الجهنمية). والنبتة الصغيرة قد تحتاج موسمًا آخر.',
    },
  },
];

/** The words that name each helpful product in a catalogue name (any language), as whole words of the normalised name. */
export const PRODUCT_PATTERNS: Record<HelpfulProduct, RegExp> = {
  pot: /\b(pot|pots|cache pot|planter|jardiniere)\b|اصيص|اصص|مزهريه|قصريه/,
  soil: /\b(terreau|soil|potting mix|substrat|compost)\b|تربه|تراب زراعي|سماد عضوي/,
};

export const SYMPTOM_LINKS: Record<Locale, { myPlants: string; diagnose: string }> = {
  en: { myPlants: 'My Plants: care plans', diagnose: 'Diagnose from a photo' },
  fr: { myPlants: 'Mes Plantes : plans d’entretien', diagnose: 'Diagnostic par photo' },
  ar: { myPlants: 'نباتاتي: خطط العناية', diagnose: 'التشخيص بالصورة' },
};

export const PRODUCTS_INTRO: Record<Locale, string> = {
  en: 'The shop sells what helps:',
  fr: 'La boutique vend ce qui aide :',
  ar: 'يبيع المتجر ما يساعد:',
};
