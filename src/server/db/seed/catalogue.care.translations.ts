/**
 * The demo plants' origin, light, watering and care instructions in French and Arabic, by slug
 * (catalogue.data.ts); names and descriptions are in catalogue.translations.ts. The same facts as the
 * default texts, in the words gardeners use: 'lumière vive indirecte', 'plein soleil', 'ضوء ساطع غير
 * مباشر', 'شمس كاملة'; the sirocco is 'الشهيلي' as it is called in Algeria. Arabic is Modern
 * Standard Arabic with Latin digits.
 */

export interface SeedCareText {
  origin: string;
  lightRequirements: string;
  wateringSchedule: string;
  careInstructions: string;
}
export interface SeedCareTranslation {
  fr: SeedCareText;
  ar: SeedCareText;
}

export const seedPlantCareTranslations: Record<string, SeedCareTranslation> = {
  // ---- Houseplants
  'monstera-deliciosa': {
    fr: {
      origin: 'Du sud du Mexique au Panama',
      lightRequirements: 'Lumière vive indirecte',
      wateringSchedule: 'Tous les 7 à 10 jours ; laisser sécher les 5 premiers cm du terreau',
      careInstructions:
        'Placez-la en lumière vive et indirecte, à l’abri du soleil brûlant de l’après-midi, et arrosez quand les 5 premiers cm du terreau sont secs. Donnez-lui un tuteur en mousse pour grimper, et regroupez les plantes ou utilisez un plateau de billes humides les jours de sirocco.',
    },
    ar: {
      origin: 'من جنوب المكسيك إلى بنما',
      lightRequirements: 'ضوء ساطع غير مباشر',
      wateringSchedule: 'كل 7–10 أيام؛ اترك أعلى 5 سم من التربة يجف',
      careInstructions:
        'ضعها في ضوء ساطع غير مباشر بعيدًا عن شمس الظهيرة الحارقة، واسقها عندما تجف أعلى 5 سم من التربة. وفّر لها دعامة مكسوّة بالطحالب لتتسلق عليها، واجمع النباتات معًا أو استعمل صينية حصى مبللة في أيام الشهيلي الجافة.',
    },
  },
  'golden-pothos': {
    fr: {
      origin: 'Moorea, îles de la Société (Polynésie française)',
      lightRequirements: 'Lumière indirecte moyenne à vive',
      wateringSchedule: 'Tous les 7 à 10 jours ; laisser sécher la moitié supérieure du terreau',
      careInstructions:
        'Cultivez-le en lumière indirecte moyenne à vive et laissez sécher la moitié supérieure du terreau entre deux arrosages. Pincez les longues tiges pour le garder touffu ; les boutures s’enracinent facilement dans un verre d’eau.',
    },
    ar: {
      origin: 'موريا، جزر المجتمع (بولينيزيا الفرنسية)',
      lightRequirements: 'ضوء غير مباشر متوسط إلى ساطع',
      wateringSchedule: 'كل 7–10 أيام؛ اترك النصف العلوي من التربة يجف',
      careInstructions:
        'ازرعه في ضوء غير مباشر متوسط إلى ساطع، واترك النصف العلوي من التربة يجف بين سقيتين. قلّم أطراف السيقان الطويلة ليبقى كثيفًا؛ وتتجذر العُقَل بسهولة في كوب من الماء.',
    },
  },
  'snake-plant': {
    fr: {
      origin: 'Afrique de l’Ouest tropicale (du Nigeria au Congo)',
      lightRequirements: 'Lumière faible à vive, indirecte',
      wateringSchedule: 'Toutes les 2 à 4 semaines ; laisser sécher complètement le terreau',
      careInstructions:
        'Elle supporte une faible lumière mais pousse mieux en lumière vive et indirecte ; arrosez seulement quand le terreau est complètement sec, et encore moins en hiver. L’excès d’eau est le principal danger : utilisez un terreau drainant pour cactées.',
    },
    ar: {
      origin: 'غرب أفريقيا الاستوائي (من نيجيريا إلى الكونغو)',
      lightRequirements: 'ضوء غير مباشر خافت إلى ساطع',
      wateringSchedule: 'كل 2–4 أسابيع؛ اترك التربة تجف تمامًا',
      careInstructions:
        'تتحمل الضوء الخافت لكنها تنمو أفضل في ضوء ساطع غير مباشر؛ لا تسقها إلا عندما تجف التربة تمامًا، وأقلّ من ذلك في الشتاء. الإفراط في الري هو الخطر الأكبر، فاستعمل خلطة صبار جيدة التصريف.',
    },
  },
  'zz-plant': {
    fr: {
      origin: 'Afrique de l’Est (du Kenya au nord-est de l’Afrique du Sud)',
      lightRequirements: 'Lumière faible à vive, indirecte',
      wateringSchedule: 'Toutes les 2 à 3 semaines ; laisser sécher complètement le terreau',
      careInstructions:
        'Une lumière vive et indirecte lui convient le mieux, mais elle s’accommode d’une faible lumière ; arrosez quand le terreau est complètement sec. Ses rhizomes stockent l’eau : elle supporte bien mieux un oubli d’arrosage qu’un excès d’eau.',
    },
    ar: {
      origin: 'شرق أفريقيا (من كينيا إلى شمال شرق جنوب أفريقيا)',
      lightRequirements: 'ضوء غير مباشر خافت إلى ساطع',
      wateringSchedule: 'كل 2–3 أسابيع؛ اترك التربة تجف تمامًا',
      careInstructions:
        'يناسبها الضوء الساطع غير المباشر، لكنها تتأقلم مع الضوء الخافت؛ اسقها عندما تجف التربة تمامًا. تخزّن جذامِيرها الماء، فهي تتحمل نسيان سقية أفضل بكثير من الإفراط في الري.',
    },
  },
  'spider-plant': {
    fr: {
      origin: 'Afrique tropicale et australe',
      lightRequirements: 'Lumière vive indirecte',
      wateringSchedule: 'Chaque semaine en été, tous les 10 à 14 jours en hiver',
      careInstructions:
        'Une lumière vive et indirecte garde les rayures bien nettes ; arrosez quand les premiers centimètres du terreau sont secs. Des pointes de feuilles brunes signalent souvent un air sec ou une eau du robinet calcaire et salée : l’eau de pluie ou filtrée aide.',
    },
    ar: {
      origin: 'أفريقيا الاستوائية والجنوبية',
      lightRequirements: 'ضوء ساطع غير مباشر',
      wateringSchedule: 'أسبوعيًا في الصيف، وكل 10–14 يومًا في الشتاء',
      careInstructions:
        'يحافظ الضوء الساطع غير المباشر على وضوح الخطوط؛ اسقها عندما تجف السنتيمترات العليا من التربة. اسمرار أطراف الأوراق يدل غالبًا على هواء جاف أو ماء حنفية عسر مالح، فماء المطر أو الماء المصفّى يفيدها.',
    },
  },
  'parlour-palm': {
    fr: {
      origin: 'Sud du Mexique et Guatemala',
      lightRequirements: 'Lumière indirecte moyenne',
      wateringSchedule: 'Tous les 7 à 10 jours ; garder légèrement humide',
      careInstructions:
        'Offrez-lui une lumière indirecte moyenne à vive et gardez le terreau légèrement humide, jamais détrempé. Le soleil direct brûle les palmes ; brumisez ou utilisez un plateau de billes humides pendant les étés secs.',
    },
    ar: {
      origin: 'جنوب المكسيك وغواتيمالا',
      lightRequirements: 'ضوء غير مباشر متوسط',
      wateringSchedule: 'كل 7–10 أيام؛ حافظ على رطوبة خفيفة',
      careInstructions:
        'وفّر لها ضوءًا غير مباشر متوسطًا إلى ساطع، وحافظ على التربة رطبة قليلًا دون أن تتشبع بالماء أبدًا. الشمس المباشرة تحرق السعف؛ رشّها بالرذاذ أو استعمل صينية حصى مبللة في الصيف الجاف.',
    },
  },

  // ---- Succulents
  'aloe-vera': {
    fr: {
      origin: 'Sud-ouest de la péninsule Arabique (largement naturalisé en Afrique du Nord)',
      lightRequirements: 'Plein soleil à lumière vive',
      wateringSchedule: 'Toutes les 2 à 3 semaines ; laisser sécher complètement le terreau',
      careInstructions:
        'Donnez-lui le plein soleil ou une lumière très vive et un substrat graveleux et drainant ; arrosez abondamment seulement quand le terreau est sec. Arrosez peu en hiver et protégez-le du gel sur les Hauts Plateaux.',
    },
    ar: {
      origin: 'جنوب غرب شبه الجزيرة العربية (متوطن على نطاق واسع في شمال أفريقيا)',
      lightRequirements: 'شمس كاملة إلى ضوء ساطع',
      wateringSchedule: 'كل 2–3 أسابيع؛ اترك التربة تجف تمامًا',
      careInstructions:
        'ضعه في شمس كاملة أو ضوء ساطع جدًا وفي خلطة حصوية جيدة التصريف؛ اسقه سقيًا غزيرًا فقط عندما تجف التربة. قلّل الري في الشتاء واحمه من الصقيع في الهضاب العليا.',
    },
  },
  'echeveria-elegans': {
    fr: {
      origin: 'Centre du Mexique (Hidalgo)',
      lightRequirements: 'Plein soleil à lumière vive',
      wateringSchedule: 'Toutes les 2 semaines en été, une fois par mois en hiver',
      careInstructions:
        'Le plein soleil ou une lumière vive garde la rosette compacte ; arrosez abondamment quand le terreau est sec et ne laissez jamais d’eau stagner dans la rosette. Ombragez-la l’après-midi pendant les semaines les plus chaudes de l’été dans le Sud.',
    },
    ar: {
      origin: 'وسط المكسيك (هيدالغو)',
      lightRequirements: 'شمس كاملة إلى ضوء ساطع',
      wateringSchedule: 'كل أسبوعين في الصيف، ومرة في الشهر في الشتاء',
      careInstructions:
        'الشمس الكاملة أو الضوء الساطع يحافظان على تماسك الوريدة؛ اسقها جيدًا عندما تجف التربة ولا تترك الماء راكدًا في الوريدة أبدًا. ظلّلها بعد الظهر في أشد أسابيع الصيف حرًّا في الجنوب.',
    },
  },
  'jade-plant': {
    fr: {
      origin: 'Afrique du Sud (Cap-Oriental, KwaZulu-Natal) et Mozambique',
      lightRequirements: 'Lumière vive avec un peu de soleil direct',
      wateringSchedule: 'Toutes les 2 à 3 semaines ; laisser sécher le terreau entre deux arrosages',
      careInstructions:
        'Lumière vive avec un peu de soleil direct ; arrosez quand le terreau est sec et réduisez en hiver. Utilisez un pot lourd et un substrat graveleux pour stabiliser cette plante au port lourd.',
    },
    ar: {
      origin: 'جنوب أفريقيا (الكاب الشرقية، كوازولو ناتال) وموزمبيق',
      lightRequirements: 'ضوء ساطع مع بعض الشمس المباشرة',
      wateringSchedule: 'كل 2–3 أسابيع؛ اترك التربة تجف بين السقيات',
      careInstructions:
        'ضوء ساطع مع بعض الشمس المباشرة؛ اسقها عندما تجف التربة وقلّل الري في الشتاء. استعمل أصيصًا ثقيلًا وتربة حصوية ليبقى هذا النبات الثقيل الرأس ثابتًا.',
    },
  },
  'zebra-haworthia': {
    fr: {
      origin: 'Cap-Oriental, Afrique du Sud',
      lightRequirements: 'Lumière vive indirecte',
      wateringSchedule: 'Toutes les 2 à 3 semaines ; laisser sécher le terreau',
      careInstructions:
        'Lumière vive et indirecte ou doux soleil du matin ; le fort soleil d’été rend les feuilles brun rouge. Arrosez quand le terreau est sec et gardez-le presque sec en hiver.',
    },
    ar: {
      origin: 'الكاب الشرقية، جنوب أفريقيا',
      lightRequirements: 'ضوء ساطع غير مباشر',
      wateringSchedule: 'كل 2–3 أسابيع؛ اترك التربة تجف',
      careInstructions:
        'ضوء ساطع غير مباشر أو شمس صباحية لطيفة؛ شمس الصيف القوية تجعل الأوراق بنية محمرة. اسقها عندما تجف التربة وأبقها شبه جافة في الشتاء.',
    },
  },

  // ---- Herbs
  rosemary: {
    fr: {
      origin: 'Bassin méditerranéen',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Tous les 10 à 14 jours ; laisser sécher le sol entre deux arrosages',
      careInstructions:
        'Plein soleil et sol très bien drainé ; arrosez seulement quand le sol est sec, car le romarin déteste les racines mouillées. Parfaitement adapté au littoral algérien et au Tell ; taillez-le après la floraison pour le garder touffu.',
    },
    ar: {
      origin: 'حوض البحر الأبيض المتوسط',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 10–14 يومًا؛ اترك التربة تجف بين السقيات',
      careInstructions:
        'شمس كاملة وتربة جيدة التصريف جدًا؛ لا تسقه إلا عندما تجف التربة، فإكليل الجبل يكره الجذور المبللة. يتأقلم تمامًا مع الساحل الجزائري ومنطقة التل؛ قلّمه بعد الإزهار ليبقى كثيفًا.',
    },
  },
  'french-lavender': {
    fr: {
      origin: 'Méditerranée occidentale (dont l’Algérie et le Maroc), îles atlantiques et péninsule Arabique',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Tous les 10 à 14 jours ; résiste à la sécheresse une fois installée',
      careInstructions:
        'Plein soleil, sol pauvre et bien drainé, et arrosages espacés une fois installée. Elle se plaît dans l’été algérien ; taillez-la légèrement après chaque floraison et évitez le compost riche.',
    },
    ar: {
      origin: 'غرب البحر الأبيض المتوسط (ومنه الجزائر والمغرب)، وجزر الأطلسي وشبه الجزيرة العربية',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 10–14 يومًا؛ تتحمل الجفاف بعد أن تستقر',
      careInstructions:
        'شمس كاملة وتربة فقيرة جيدة التصريف وسقي متباعد بعد أن تستقر. تزدهر في الصيف الجزائري؛ قلّمها تقليمًا خفيفًا بعد كل موجة إزهار وتجنّب السماد العضوي الغني.',
    },
  },
  spearmint: {
    fr: {
      origin: 'Europe du Sud et Asie du Sud-Ouest',
      lightRequirements: 'Plein soleil à mi-ombre',
      wateringSchedule: 'Tous les 2 à 3 jours en été ; garder le sol humide',
      careInstructions:
        'Soleil à mi-ombre et sol constamment humide ; pendant les étés chauds en Algérie, ombragez-la l’après-midi et arrosez souvent. Pincez régulièrement les extrémités pour une pousse touffue et récoltez avant la floraison.',
    },
    ar: {
      origin: 'جنوب أوروبا وجنوب غرب آسيا',
      lightRequirements: 'شمس كاملة إلى ظل جزئي',
      wateringSchedule: 'كل 2–3 أيام في الصيف؛ حافظ على رطوبة التربة',
      careInstructions:
        'شمس إلى ظل جزئي وتربة رطبة باستمرار؛ في الصيف الجزائري الحار ظلّلها بعد الظهر واسقها كثيرًا. اقطف الأطراف بانتظام لنمو كثيف واحصدها قبل الإزهار.',
    },
  },
  'sweet-basil': {
    fr: {
      origin: 'Afrique tropicale et Asie tropicale',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Tous les 2 à 3 jours en été ; garder le sol uniformément humide',
      careInstructions:
        'Il lui faut de la chaleur et au moins six heures de soleil ; gardez le sol uniformément humide et pincez les boutons floraux pour prolonger la récolte. Plantez-le dehors après les dernières gelées : il dépérit par temps froid.',
    },
    ar: {
      origin: 'أفريقيا الاستوائية وآسيا الاستوائية',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 2–3 أيام في الصيف؛ حافظ على رطوبة متساوية',
      careInstructions:
        'يحتاج إلى الدفء وست ساعات من الشمس على الأقل؛ حافظ على رطوبة التربة بانتظام وانزع براعم الأزهار لإطالة موسم القطف. انقله إلى الخارج بعد آخر صقيع، فهو يذبل في الطقس البارد.',
    },
  },

  // ---- Flowering plants
  bougainvillea: {
    fr: {
      origin: 'Brésil',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Chaque semaine en été ; laisser sécher le sol entre deux arrosages',
      careInstructions:
        'Plein soleil contre un mur chaud ; arrosez régulièrement pendant l’installation, puis laissez sécher le sol entre deux arrosages pour favoriser la floraison. Taillez après chaque floraison et protégez-le du gel à l’intérieur du pays.',
    },
    ar: {
      origin: 'البرازيل',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'أسبوعيًا في الصيف؛ اترك التربة تجف بين السقيات',
      careInstructions:
        'شمس كاملة بجانب جدار دافئ؛ اسقها بانتظام حتى تستقر، ثم اترك التربة تجف بين السقيات لتشجيع الإزهار. قلّمها بعد كل موجة إزهار واحمها من الصقيع في المناطق الداخلية.',
    },
  },
  'common-jasmine': {
    fr: {
      origin: 'Du Caucase, de l’Iran et de l’Afghanistan à l’Himalaya et à l’ouest de la Chine',
      lightRequirements: 'Plein soleil à mi-ombre',
      wateringSchedule: 'Deux fois par semaine en été, une fois par semaine le reste de l’année',
      careInstructions:
        'Soleil ou ombre légère, avec un treillage ou un mur où grimper ; arrosez régulièrement en été en gardant le sol humide mais bien drainé. Taillez après la floraison pour maîtriser sa taille.',
    },
    ar: {
      origin: 'من القوقاز وإيران وأفغانستان إلى الهيمالايا وغرب الصين',
      lightRequirements: 'شمس كاملة إلى ظل جزئي',
      wateringSchedule: 'مرتين في الأسبوع صيفًا، ومرة في الأسبوع في باقي السنة',
      careInstructions:
        'شمس أو ظل خفيف مع تعريشة أو جدار يتسلق عليه؛ اسقه بانتظام في الصيف مع إبقاء التربة رطبة وجيدة التصريف. قلّمه بعد الإزهار للتحكم في حجمه.',
    },
  },
  'chinese-hibiscus': {
    fr: {
      origin: 'Asie tropicale et Pacifique (origine sauvage exacte inconnue)',
      lightRequirements: 'Plein soleil à lumière vive',
      wateringSchedule: 'Tous les 2 à 3 jours en été ; garder le sol humide',
      careInstructions:
        'Plein soleil à lumière vive et arrosages réguliers pendant la croissance, avec un engrais pour plantes à fleurs toutes les deux semaines. Abritez-le du vent, et rentrez-le ou protégez-le quand les nuits descendent sous 10 °C.',
    },
    ar: {
      origin: 'آسيا الاستوائية والمحيط الهادئ (موطنه البري الدقيق غير معروف)',
      lightRequirements: 'شمس كاملة إلى ضوء ساطع',
      wateringSchedule: 'كل 2–3 أيام في الصيف؛ حافظ على رطوبة التربة',
      careInstructions:
        'شمس كاملة إلى ضوء ساطع وسقي منتظم أثناء النمو، مع سماد للنباتات المزهرة كل أسبوعين. احمه من الرياح، وأدخله إلى البيت أو احمه عندما تنخفض حرارة الليل عن 10 °C.',
    },
  },
  oleander: {
    fr: {
      origin: 'Bassin méditerranéen et Afrique du Nord jusqu’en Asie du Sud',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Chaque semaine en été ; résiste à la sécheresse une fois installé',
      careInstructions:
        'Plein soleil ; une fois installé, il résiste très bien à la sécheresse et à la chaleur, mais un arrosage régulier en été donne plus de fleurs. Portez des gants pour le tailler et tenez-le hors de portée des enfants et des animaux.',
    },
    ar: {
      origin: 'حوض البحر الأبيض المتوسط وشمال أفريقيا حتى جنوب آسيا',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'أسبوعيًا في الصيف؛ يتحمل الجفاف بعد أن يستقر',
      careInstructions:
        'شمس كاملة؛ يتحمل الجفاف والحرارة جيدًا بعد أن يستقر، لكن السقي المنتظم في الصيف يمنح أزهارًا أكثر. البس قفازات عند تقليمه وأبعده عن الأطفال والحيوانات الأليفة.',
    },
  },
  'zonal-geranium': {
    fr: {
      origin: 'Hybride horticole d’espèces sud-africaines (Pelargonium zonale et P. inquinans)',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Tous les 3 à 4 jours en été ; laisser sécher la surface',
      careInstructions:
        'Plein soleil et terreau bien drainé ; laissez sécher la surface entre deux arrosages et supprimez les fleurs fanées. Protégez-le du gel et des fortes pluies d’hiver.',
    },
    ar: {
      origin: 'هجين بستاني من أنواع جنوب أفريقية (Pelargonium zonale وP. inquinans)',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 3–4 أيام في الصيف؛ اترك سطح التربة يجف',
      careInstructions:
        'شمس كاملة وخلطة زراعة جيدة التصريف؛ اترك السطح يجف بين السقيات وأزل الأزهار الذابلة. احمه من الصقيع ومن أمطار الشتاء الغزيرة.',
    },
  },
  'moth-orchid': {
    fr: {
      origin: 'De l’Asie du Sud-Est à la Nouvelle-Guinée et au nord de l’Australie',
      lightRequirements: 'Lumière vive indirecte',
      wateringSchedule: 'Chaque semaine ; tremper les écorces, puis égoutter',
      careInstructions:
        'Lumière vive et indirecte, sans soleil direct ; environ une fois par semaine, faites tremper les écorces et laissez-les s’égoutter complètement, sans jamais laisser d’eau au cœur de la plante. Cultivez-la dans des écorces pour orchidées, pas dans la terre.',
    },
    ar: {
      origin: 'من جنوب شرق آسيا إلى غينيا الجديدة وشمال أستراليا',
      lightRequirements: 'ضوء ساطع غير مباشر',
      wateringSchedule: 'أسبوعيًا؛ انقع اللحاء ثم صفّه',
      careInstructions:
        'ضوء ساطع غير مباشر دون شمس مباشرة؛ مرة في الأسبوع تقريبًا انقع اللحاء واتركه يتصفّى تمامًا، ولا تترك الماء في قلب النبتة أبدًا. ازرعها في لحاء خاص بالأوركيد لا في التربة.',
    },
  },

  // ---- Trees
  'olive-tree': {
    fr: {
      origin: 'Bassin méditerranéen',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Toutes les 1 à 2 semaines en été ; résiste à la sécheresse une fois installé',
      careInstructions:
        'Plein soleil et sol drainant ; arrosez abondamment toutes les une à deux semaines pendant les premiers étés, après quoi il résiste largement à la sécheresse. En pot, utilisez un substrat graveleux et taillez-le à la fin de l’hiver pour le former.',
    },
    ar: {
      origin: 'حوض البحر الأبيض المتوسط',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 1–2 أسبوع في الصيف؛ يتحمل الجفاف بعد أن يستقر',
      careInstructions:
        'شمس كاملة وتربة جيدة التصريف؛ اسقه سقيًا عميقًا كل أسبوع إلى أسبوعين في الصيفين الأولين، ثم يصبح متحملًا للجفاف إلى حد كبير. في الأصيص استعمل خلطة حصوية وقلّمه في أواخر الشتاء لتشكيله.',
    },
  },
  'date-palm': {
    fr: {
      origin: 'Probablement la région du golfe Persique ; cultivé depuis des millénaires en Afrique du Nord et au Moyen-Orient',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Chaque semaine en été, toutes les 2 à 3 semaines en hiver',
      careInstructions:
        'Plein soleil et sol profond et bien drainé ; il supporte la chaleur, la sécheresse et les sols salés, mais il lui faut des arrosages profonds et réguliers pour bien pousser et fructifier. Portez des gants : la base de chaque palme porte des épines acérées.',
    },
    ar: {
      origin: 'منطقة الخليج العربي على الأرجح؛ يُزرع في شمال أفريقيا والشرق الأوسط منذ آلاف السنين',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'أسبوعيًا في الصيف، وكل 2–3 أسابيع في الشتاء',
      careInstructions:
        'شمس كاملة وتربة عميقة جيدة التصريف؛ تتحمل الحرارة والجفاف والتربة المالحة، لكنها تحتاج إلى سقي عميق ومنتظم لتنمو وتثمر جيدًا. البس قفازات، فقاعدة كل سعفة تحمل أشواكًا حادة.',
    },
  },
  'fig-tree': {
    fr: {
      origin: 'Asie du Sud-Ouest et Méditerranée orientale',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Chaque semaine en été ; peu en hiver',
      careInstructions:
        'Plein soleil et sol bien drainé ; arrosez abondamment une fois par semaine pendant la maturation des fruits, et beaucoup moins en hiver quand il est sans feuilles. Son latex irrite la peau : portez des gants pour le tailler.',
    },
    ar: {
      origin: 'جنوب غرب آسيا وشرق البحر الأبيض المتوسط',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'أسبوعيًا في الصيف؛ باعتدال في الشتاء',
      careInstructions:
        'شمس كاملة وتربة جيدة التصريف؛ اسقها سقيًا عميقًا مرة في الأسبوع أثناء نضج الثمار، وأقل بكثير في الشتاء حين تكون بلا أوراق. عصارتها اللبنية تهيّج الجلد، فالبس قفازات عند التقليم.',
    },
  },
  'carob-tree': {
    fr: {
      origin: 'Bassin méditerranéen et Moyen-Orient',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Toutes les 1 à 2 semaines quand il est jeune ; résiste à la sécheresse une fois installé',
      careInstructions:
        'Plein soleil et tout sol bien drainé, même pauvre et caillouteux ; arrosez régulièrement les deux premiers étés, après quoi les pluies suffisent dans la plus grande partie du nord de l’Algérie. Les jeunes arbres craignent le gel.',
    },
    ar: {
      origin: 'حوض البحر الأبيض المتوسط والشرق الأوسط',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 1–2 أسبوع وهي صغيرة؛ تتحمل الجفاف بعد أن تستقر',
      careInstructions:
        'شمس كاملة وأي تربة جيدة التصريف، حتى الفقيرة والحجرية؛ اسقها بانتظام في الصيفين الأولين، وبعدها تكفيها الأمطار في معظم شمال الجزائر. الأشجار الصغيرة حساسة للصقيع.',
    },
  },
  'aleppo-pine': {
    fr: {
      origin: 'Bassin méditerranéen',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Toutes les 1 à 2 semaines quand il est jeune ; résiste à la sécheresse une fois installé',
      careInstructions:
        'Plein soleil ; une fois installé, il résiste très bien à la sécheresse et se plaît en sol pauvre et calcaire. Arrosez les jeunes arbres toutes les une à deux semaines leur premier été et évitez les sols lourds et gorgés d’eau.',
    },
    ar: {
      origin: 'حوض البحر الأبيض المتوسط',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 1–2 أسبوع وهو صغير؛ يتحمل الجفاف بعد أن يستقر',
      careInstructions:
        'شمس كاملة؛ يتحمل الجفاف جيدًا جدًا بعد أن يستقر ويناسبه التراب الفقير الكلسي. اسقِ الأشجار الصغيرة كل أسبوع أو أسبوعين في صيفها الأول، وتجنّب التربة الثقيلة المشبعة بالماء.',
    },
  },
  'orange-tree': {
    fr: {
      origin: 'Sud de la Chine et nord-est de l’Inde (hybride ancien du pamplemoussier et du mandarinier)',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Deux fois par semaine en été, une fois par semaine en hiver',
      careInstructions:
        'Plein soleil, abri des vents froids et sol riche et bien drainé ; arrosez abondamment et régulièrement, surtout en été, et nourrissez-le d’un engrais pour agrumes. Des feuilles qui jaunissent signalent souvent un excès d’eau ou un manque de fer en sol calcaire.',
    },
    ar: {
      origin: 'جنوب الصين وشمال شرق الهند (هجين قديم من البوملي واليوسفي)',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'مرتين في الأسبوع صيفًا، ومرة في الأسبوع شتاءً',
      careInstructions:
        'شمس كاملة وحماية من الرياح الباردة وتربة غنية جيدة التصريف؛ اسقها سقيًا عميقًا منتظمًا، خاصة في الصيف، وسمّدها بسماد الحمضيات. اصفرار الأوراق يدل غالبًا على الإفراط في الري أو نقص الحديد في التربة الكلسية.',
    },
  },

  // ---- Cacti
  'prickly-pear': {
    fr: {
      origin: 'Centre du Mexique',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Toutes les 3 à 4 semaines en été ; pas du tout en hiver',
      careInstructions:
        'Plein soleil et sol très drainant ; arrosez seulement quand il est complètement sec, et pas du tout pendant les hivers froids et humides. Manipulez-le avec des gants épais ou une pince, car ses minuscules glochides s’enlèvent difficilement de la peau.',
    },
    ar: {
      origin: 'وسط المكسيك',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 3–4 أسابيع في الصيف؛ بلا سقي في الشتاء',
      careInstructions:
        'شمس كاملة وتربة سريعة التصريف جدًا؛ لا تسقه إلا عندما تجف التربة تمامًا، ولا تسقه أبدًا في الشتاء البارد الممطر. أمسكه بقفازات سميكة أو بملقط، فأشواكه الدقيقة يصعب نزعها من الجلد.',
    },
  },
  'golden-barrel-cactus': {
    fr: {
      origin: 'Centre du Mexique (Querétaro et Hidalgo)',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Toutes les 3 à 4 semaines en été ; au sec en hiver',
      careInstructions:
        'Plein soleil (habituez-le progressivement) et un substrat minéral très drainant ; arrosez toutes les quelques semaines à la belle saison et gardez-le au sec en hiver. Il ne supporte un léger gel que s’il est complètement au sec.',
    },
    ar: {
      origin: 'وسط المكسيك (كيريتارو وهيدالغو)',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 3–4 أسابيع في الصيف؛ جاف في الشتاء',
      careInstructions:
        'شمس كاملة (عوّده عليها تدريجيًا) وخلطة معدنية سريعة التصريف؛ اسقه كل بضعة أسابيع في الموسم الدافئ وأبقه جافًا في الشتاء. لا يتحمل الصقيع الخفيف إلا إذا بقي جافًا تمامًا.',
    },
  },
  'christmas-cactus': {
    fr: {
      origin: 'Montagnes côtières du sud-est du Brésil',
      lightRequirements: 'Lumière vive indirecte',
      wateringSchedule: 'Tous les 7 à 10 jours ; laisser sécher les premiers centimètres',
      careInstructions:
        'Lumière vive et indirecte et un substrat léger et aéré ; arrosez quand les premiers centimètres sont secs et gardez-le un peu plus sec pendant un mois avant la floraison. Ne le déplacez pas une fois les boutons formés, sinon ils risquent de tomber.',
    },
    ar: {
      origin: 'الجبال الساحلية في جنوب شرق البرازيل',
      lightRequirements: 'ضوء ساطع غير مباشر',
      wateringSchedule: 'كل 7–10 أيام؛ اترك السنتيمترات العليا تجف',
      careInstructions:
        'ضوء ساطع غير مباشر وخلطة خفيفة جيدة التهوية؛ اسقه عندما تجف السنتيمترات العليا من التربة، وأبقه أكثر جفافًا قليلًا لمدة شهر قبل الإزهار. لا تنقله من مكانه بعد تكوّن البراعم، وإلا فقد تتساقط.',
    },
  },
  'peruvian-apple-cactus': {
    fr: {
      origin: 'Nord de l’Amérique du Sud et sud des Caraïbes',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Toutes les 2 à 3 semaines en été ; au sec en hiver',
      careInstructions:
        'Plein soleil et un terreau drainant pour cactées ; arrosez toutes les deux à trois semaines en été et presque pas en hiver. Il pousse vite dans l’été algérien ; tuteurez les hautes tiges dans les endroits venteux.',
    },
    ar: {
      origin: 'شمال أمريكا الجنوبية وجنوب الكاريبي',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'كل 2–3 أسابيع في الصيف؛ جاف في الشتاء',
      careInstructions:
        'شمس كاملة وخلطة صبار سريعة التصريف؛ اسقه كل أسبوعين إلى ثلاثة في الصيف ونادرًا جدًا في الشتاء. ينمو بسرعة في الصيف الجزائري؛ ادعم السيقان الطويلة في الأماكن المعرضة للرياح.',
    },
  },

  // ---- Ferns
  'boston-fern': {
    fr: {
      origin: 'Amérique tropicale (de la Floride et des Caraïbes à l’Amérique du Sud)',
      lightRequirements: 'Lumière vive indirecte',
      wateringSchedule: 'Tous les 2 à 3 jours ; garder le terreau uniformément humide',
      careInstructions:
        'Lumière vive et indirecte et un terreau uniformément humide (jamais détrempé) ; augmentez l’humidité avec un plateau de billes humides, surtout quand souffle le sirocco. Des frondes brunes et cassantes signalent un air ou un terreau trop sec.',
    },
    ar: {
      origin: 'الأمريكيتان الاستوائيتان (من فلوريدا والكاريبي إلى أمريكا الجنوبية)',
      lightRequirements: 'ضوء ساطع غير مباشر',
      wateringSchedule: 'كل 2–3 أيام؛ حافظ على رطوبة متساوية للتربة',
      careInstructions:
        'ضوء ساطع غير مباشر وتربة رطبة بانتظام (دون أن تتشبع بالماء)؛ ارفع الرطوبة بصينية حصى مبللة، خاصة عندما تهب رياح الشهيلي. السعف البني الهش يعني أن الهواء أو التربة جافان أكثر من اللازم.',
    },
  },
  'maidenhair-fern': {
    fr: {
      origin: 'Régions tempérées chaudes et tropicales du monde entier, dont la Méditerranée',
      lightRequirements: 'Ombre lumineuse, sans soleil direct',
      wateringSchedule: 'Tous les 1 à 2 jours ; ne jamais laisser sécher le terreau',
      careInstructions:
        'Ombre lumineuse et humidité constante : ne laissez jamais sécher le terreau, et tenez-la loin du soleil direct, des radiateurs et du vent sec. Elle adore les salles de bains humides ; coupez les frondes sèches à la base pour favoriser la repousse.',
    },
    ar: {
      origin: 'المناطق المعتدلة الدافئة والاستوائية في أنحاء العالم، ومنها البحر الأبيض المتوسط',
      lightRequirements: 'ظل مضيء دون شمس مباشرة',
      wateringSchedule: 'كل 1–2 يوم؛ لا تترك التربة تجف أبدًا',
      careInstructions:
        'ظل مضيء ورطوبة دائمة: لا تترك التربة تجف أبدًا، وأبعدها عن الشمس المباشرة والمدافئ والرياح الجافة. تحب الحمامات الرطبة؛ قصّ السعف اليابس من القاعدة لتشجيع النمو الجديد.',
    },
  },
  'birds-nest-fern': {
    fr: {
      origin: 'Asie tropicale, est de l’Australie, Polynésie et Afrique de l’Est',
      lightRequirements: 'Lumière indirecte moyenne à vive',
      wateringSchedule: 'Chaque semaine ; garder légèrement humide',
      careInstructions:
        'Lumière indirecte moyenne à vive ; arrosez sur le pourtour du pot plutôt qu’au centre de la rosette, et gardez le terreau légèrement humide. Elle aime l’humidité mais supporte l’air ordinaire d’un intérieur mieux que la plupart des fougères.',
    },
    ar: {
      origin: 'آسيا الاستوائية وشرق أستراليا وبولينيزيا وشرق أفريقيا',
      lightRequirements: 'ضوء غير مباشر متوسط إلى ساطع',
      wateringSchedule: 'أسبوعيًا؛ حافظ على رطوبة خفيفة',
      careInstructions:
        'ضوء غير مباشر متوسط إلى ساطع؛ اسقها عند حافة الأصيص بدلًا من وسط الوريدة، وحافظ على التربة رطبة قليلًا. تحب الرطوبة لكنها تتحمل هواء البيوت العادي أفضل من معظم السراخس.',
    },
  },

  // ---- Aquatic plants
  'white-water-lily': {
    fr: {
      origin: 'Europe, Afrique du Nord et Asie du Sud-Ouest',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Aquatique : immerger à 40–100 cm de profondeur',
      careInstructions:
        'Plantez-le dans un panier de terre franche lourde et placez-le à 40–100 cm de profondeur dans une eau calme, en plein soleil ; nourrissez-le au printemps avec des pastilles d’engrais pour plantes aquatiques. Retirez les feuilles qui jaunissent pour garder l’eau propre.',
    },
    ar: {
      origin: 'أوروبا وشمال أفريقيا وجنوب غرب آسيا',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'مائي: يُغمر على عمق 40–100 سم',
      careInstructions:
        'ازرعه في سلة من الطمي الثقيل وضعه على عمق 40–100 سم في ماء راكد تحت شمس كاملة؛ سمّده في الربيع بأقراص سماد للنباتات المائية. أزل الأوراق المصفرّة ليبقى الماء نظيفًا.',
    },
  },
  'anubias-nana': {
    fr: {
      origin: 'Afrique de l’Ouest (Cameroun)',
      lightRequirements: 'Lumière faible à modérée',
      wateringSchedule: 'Aquatique : garder entièrement immergé',
      careInstructions:
        'Fixez le rhizome sur un bois ou une pierre au lieu de l’enterrer ; il pousse en lumière faible à modérée, entre 22 et 28 °C. Sa croissance est lente : ne coupez que les vieilles feuilles ; il tolère la plupart des qualités d’eau.',
    },
    ar: {
      origin: 'غرب أفريقيا (الكاميرون)',
      lightRequirements: 'ضوء خافت إلى معتدل',
      wateringSchedule: 'مائي: يبقى مغمورًا بالكامل',
      careInstructions:
        'ثبّت الجذمور على خشبة أو حجر بدلًا من دفنه؛ ينمو في ضوء خافت إلى معتدل بين 22 و28 °C. نموه بطيء، فلا تقصّ إلا الأوراق القديمة؛ ويتحمل معظم أنواع المياه.',
    },
  },
  'sacred-lotus': {
    fr: {
      origin: 'Asie tropicale et tempérée jusqu’au nord de l’Australie',
      lightRequirements: 'Plein soleil',
      wateringSchedule: 'Aquatique : garder sous 10–30 cm d’eau',
      careInstructions:
        'Au moins six heures de plein soleil et une eau chaude ; plantez le tubercule à l’horizontale dans une terre franche lourde, sous 10–30 cm d’eau. Mettez le bac à l’abri du gel en hiver.',
    },
    ar: {
      origin: 'آسيا الاستوائية والمعتدلة حتى شمال أستراليا',
      lightRequirements: 'شمس كاملة',
      wateringSchedule: 'مائي: يبقى تحت 10–30 سم من الماء',
      careInstructions:
        'ست ساعات على الأقل من الشمس الكاملة وماء دافئ؛ ازرع الدرنة أفقيًا في طمي ثقيل تحت 10–30 سم من الماء. احمِ الحوض من الصقيع في الشتاء.',
    },
  },
  papyrus: {
    fr: {
      origin: 'Afrique tropicale et vallée du Nil',
      lightRequirements: 'Plein soleil à mi-ombre',
      wateringSchedule: 'Garder constamment détrempé ou en eau peu profonde',
      careInstructions:
        'Plein soleil à ombre légère, les racines toujours mouillées ou dans 5–20 cm d’eau. Il craint le gel : rentrez-le ou protégez-le quand les nuits descendent sous 5 °C environ.',
    },
    ar: {
      origin: 'أفريقيا الاستوائية ووادي النيل',
      lightRequirements: 'شمس كاملة إلى ظل جزئي',
      wateringSchedule: 'يبقى مبللًا دائمًا أو في ماء ضحل',
      careInstructions:
        'شمس كاملة إلى ظل خفيف، مع جذور مبللة دائمًا أو مغمورة في 5–20 سم من الماء. لا يتحمل الصقيع: أدخله إلى البيت أو احمه عندما تنخفض حرارة الليل عن 5 °C تقريبًا.',
    },
  },
};
