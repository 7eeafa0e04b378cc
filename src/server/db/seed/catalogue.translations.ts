/**
 * The demo catalogue in French and Arabic: every category's and plant's name and description, by
 * slug (catalogue.data.ts). Names are the ones gardeners use in Algeria where there is one (olivier /
 * شجرة الزيتون, figuier de Barbarie / التين الشوكي, laurier-rose / الدفلى); Arabic is Modern
 * Standard Arabic with Latin digits. Category names are the storefront's sample names (shop.samples in
 * the catalogues), so Home's category cards find their shelf in every language. The other fields (care, light, watering) stay in the default language.
 */

export interface SeedText {
  name: string;
  description: string;
}
export interface SeedTranslation {
  fr: SeedText;
  ar: SeedText;
}

export const seedCategoryTranslations: Record<string, SeedTranslation> = {
  houseplants: {
    fr: {
      name: "Plantes d'intérieur",
      description: 'Des plantes feuillues et faciles à vivre qui animent salons, bureaux et chambres, même loin de la fenêtre.',
    },
    ar: {
      name: 'نباتات منزلية',
      description: 'نباتات ورقية سهلة العناية تبعث الحياة في غرف الجلوس والمكاتب وغرف النوم، حتى بعيدًا عن النافذة.',
    },
  },
  succulents: {
    fr: {
      name: 'Succulentes',
      description: "Des plantes économes en eau aux feuilles charnues, faites pour les rebords de fenêtre ensoleillés, les terrasses et l'été algérien.",
    },
    ar: {
      name: 'نباتات عصارية',
      description: 'نباتات قليلة الحاجة إلى الماء بأوراق لحمية، مثالية لحواف النوافذ المشمسة والشرفات والصيف الجزائري.',
    },
  },
  herbs: {
    fr: {
      name: 'Aromatiques',
      description: 'Des herbes aromatiques pour la cuisine et le balcon, de la menthe pour votre thé au romarin, au basilic et à la lavande.',
    },
    ar: {
      name: 'أعشاب عطرية',
      description: 'أعشاب عطرية للمطبخ والشرفة، من النعناع لشايك إلى إكليل الجبل والحبق والخزامى.',
    },
  },
  'flowering-plants': {
    fr: {
      name: 'Plantes à fleurs',
      description: 'Des floraisons colorées pour balcons, terrasses et murs : bougainvillier, jasmin, hibiscus, géraniums et bien d’autres.',
    },
    ar: {
      name: 'نباتات مزهرة',
      description: 'أزهار ملونة للشرفات والأسطح والجدران: الجهنمية والياسمين والخطمية وإبرة الراعي وغيرها.',
    },
  },
  trees: {
    fr: {
      name: 'Arbres',
      description: "Des arbres fruitiers, d'ombrage et d'ornement adaptés au climat méditerranéen, dont l'olivier, l'oranger, le figuier et le palmier dattier.",
    },
    ar: {
      name: 'أشجار',
      description: 'أشجار مثمرة وظليلة وزينية تلائم المناخ المتوسطي، منها الزيتون والبرتقال والتين ونخلة التمر.',
    },
  },
  cacti: {
    fr: {
      name: 'Cactus',
      description: "Des silhouettes épineuses qui aiment le soleil et se contentent de très peu d'eau, des coussins de belle-mère aux figuiers de Barbarie.",
    },
    ar: {
      name: 'صبّاريات',
      description: 'أشكال شائكة محبة للشمس تكتفي بالقليل جدًا من الماء، من صبار البرميل الذهبي إلى التين الشوكي.',
    },
  },
  ferns: {
    fr: {
      name: 'Fougères',
      description: 'Un feuillage luxuriant et plumeux pour les coins ombragés et humides, les salles de bains et les pièces orientées au nord.',
    },
    ar: {
      name: 'سرخسيات',
      description: 'أوراق كثيفة ريشية للزوايا الظليلة الرطبة والحمامات والغرف المطلة على الشمال.',
    },
  },
  'aquatic-plants': {
    fr: {
      name: 'Plantes aquatiques',
      description: 'Des plantes pour bassins, vasques et aquariums, des nénuphars et du lotus au papyrus et à l’anubias.',
    },
    ar: {
      name: 'نباتات مائية',
      description: 'نباتات للأحواض والأواني المائية وأحواض السمك، من زنبق الماء واللوتس إلى البردي والأنوبياس.',
    },
  },
};

export const seedPlantTranslations: Record<string, SeedTranslation> = {
  'monstera-deliciosa': {
    fr: {
      name: 'Monstera',
      description:
        "Une aracée grimpante dont les grandes feuilles brillantes en forme de cœur se découpent et se percent à mesure que la plante mûrit. Une plante spectaculaire à croissance rapide pour les pièces lumineuses.",
    },
    ar: {
      name: 'مونستيرا',
      description:
        'نبتة متسلقة من الفصيلة القلقاسية، أوراقها الكبيرة اللامعة على شكل قلب تتشقق وتتثقب كلما نضجت النبتة. نبتة لافتة سريعة النمو للغرف المضيئة.',
    },
  },
  'golden-pothos': {
    fr: {
      name: 'Pothos doré',
      description:
        "Une liane retombante vigoureuse aux feuilles vertes en cœur éclaboussées d'or. Idéale pour les étagères et les suspensions, elle tolère une lumière plus faible.",
    },
    ar: {
      name: 'البوتس الذهبي',
      description:
        'نبتة متدلية قوية بأوراق خضراء على شكل قلب مرقطة بالذهبي. مثالية للرفوف والسلال المعلقة، وتتحمل الإضاءة الخافتة.',
    },
  },
  'snake-plant': {
    fr: {
      name: 'Sansevière',
      description:
        "Des feuilles raides et dressées en forme d'épée, barrées de vert foncé et de vert clair et bordées de jaune chez la variété « Laurentii ». L'une des plantes d'intérieur les plus robustes, autrefois appelée Sansevieria trifasciata.",
    },
    ar: {
      name: 'لسان الحماة',
      description:
        'أوراق صلبة منتصبة على شكل سيف، مخططة بالأخضر الداكن والفاتح ومحاطة بحافة صفراء في بعض أصنافها. من أكثر النباتات الداخلية صلابة، وكانت تُعرف سابقًا باسم السانسيفيريا.',
    },
  },
  'zz-plant': {
    fr: {
      name: 'Zamioculcas',
      description:
        "Des folioles vert foncé et brillantes sur des tiges dressées et arquées qui naissent de rhizomes gorgés d'eau. Presque indestructible dans les bureaux et les pièces sombres.",
    },
    ar: {
      name: 'زاميوكولكاس',
      description:
        'وريقات خضراء داكنة لامعة على سيقان منتصبة مقوسة تنبت من جذامير تخزن الماء. تكاد لا تُقهر في المكاتب والغرف الخافتة الضوء.',
    },
  },
  'spider-plant': {
    fr: {
      name: 'Plante araignée',
      description:
        "Des feuilles arquées en ruban, striées de crème, et de longs stolons qui portent de petites plantules. Une plante d'intérieur classique, à croissance rapide et sans danger pour les chats et les chiens.",
    },
    ar: {
      name: 'نبتة العنكبوت',
      description:
        'أوراق مقوسة كالشرائط مخططة بلون كريمي، وسيقان جارية طويلة تحمل نبيتات صغيرة. نبتة داخلية كلاسيكية سريعة النمو وآمنة للقطط والكلاب.',
    },
  },
  'parlour-palm': {
    fr: {
      name: 'Palmier de salon',
      description:
        "Un palmier compact à croissance lente, aux palmes plumeuses et gracieuses, qui apporte une touche tropicale aux pièces peu ensoleillées. Sans danger pour les chats et les chiens.",
    },
    ar: {
      name: 'نخلة الصالون',
      description:
        'نخلة صغيرة بطيئة النمو بسعف ريشي رشيق، تضفي لمسة استوائية على الغرف القليلة الشمس. آمنة للقطط والكلاب.',
    },
  },
  'aloe-vera': {
    fr: {
      name: 'Aloès',
      description:
        "Une succulente sans tige aux feuilles épaisses, dentées et vert-gris, remplies d'un gel apaisant. Elle aime le soleil et prospère sur les terrasses de toute l'Algérie.",
    },
    ar: {
      name: 'الألوفيرا',
      description:
        'نبتة عصارية بلا ساق، أوراقها سميكة مسننة رمادية خضراء مملوءة بهلام مهدئ. تحب الشمس وتزدهر على الشرفات في كل أنحاء الجزائر.',
    },
  },
  'echeveria-elegans': {
    fr: {
      name: 'Échévéria',
      description:
        "Une rosette serrée d'un vert bleuté pâle aux bords roses translucides, qui porte au printemps des fleurs corail et jaunes. Elle forme de jolis rejets autour de la plante mère.",
    },
    ar: {
      name: 'إشفيريا',
      description:
        'وردية متراصة بلون أخضر مزرق باهت وحواف وردية شفافة، تحمل في الربيع أزهارًا مرجانية وصفراء. تكوّن فسائل أنيقة حول النبتة الأم.',
    },
  },
  'jade-plant': {
    fr: {
      name: 'Arbre de jade',
      description:
        "Un arbuste succulent très longévif au tronc épais et ligneux, aux feuilles ovales charnues et brillantes qui rougissent sur les bords en pleine lumière. Facile à former en petit arbre façon bonsaï.",
    },
    ar: {
      name: 'شجرة اليشم',
      description:
        'شجيرة عصارية معمرة طويلًا بجذع خشبي سميك وأوراق بيضوية ممتلئة لامعة تحمر حوافها في الضوء القوي. يسهل تشكيلها شجرةً صغيرة على طريقة البونساي.',
    },
  },
  'zebra-haworthia': {
    fr: {
      name: 'Haworthia zébrée',
      description:
        "Une petite rosette de feuilles pointues vert foncé, rayées de bandes blanches en relief. Une succulente sans danger pour les animaux, pour les rebords de fenêtre ensoleillés et les bureaux.",
    },
    ar: {
      name: 'هاورثيا المخططة',
      description:
        'وردية صغيرة من أوراق مدببة خضراء داكنة تخططها أشرطة بيضاء بارزة. نبتة عصارية آمنة للحيوانات الأليفة لحواف النوافذ المشمسة والمكاتب.',
    },
  },
  rosemary: {
    fr: {
      name: 'Romarin',
      description:
        "Un arbrisseau aromatique persistant aux feuilles en aiguilles et aux fleurs bleu pâle, qui pousse à l'état sauvage sur les collines d'Afrique du Nord et d'Europe du Sud. Indispensable en cuisine et apprécié des abeilles.",
    },
    ar: {
      name: 'إكليل الجبل',
      description:
        'شجيرة عطرية دائمة الخضرة بأوراق إبرية وأزهار زرقاء باهتة، تنمو برية على تلال شمال إفريقيا وجنوب أوروبا. لا غنى عنها في المطبخ والنحل يحبها.',
    },
  },
  'french-lavender': {
    fr: {
      name: 'Lavande dentée',
      description:
        "Un feuillage vert-gris finement denté, surmonté presque toute l'année d'épis violets couronnés de petites bractées. Parfumée et amie de la chaleur, elle fleurit bien plus longtemps que la lavande vraie.",
    },
    ar: {
      name: 'الخزامى المسننة',
      description:
        'أوراق رمادية خضراء مسننة بدقة، تعلوها معظم السنة سنابل زهرية بنفسجية تتوجها قنابات صغيرة. عطرة ومحبة للحرارة، وتزهر مدة أطول بكثير من الخزامى الإنجليزية.',
    },
  },
  spearmint: {
    fr: {
      name: 'Menthe verte',
      description:
        "La menthe fraîche et douce du thé algérien, aux feuilles vert vif et dentées. Croissance rapide : gardez-la dans son propre pot pour qu'elle n'envahisse pas tout.",
    },
    ar: {
      name: 'النعناع',
      description:
        'النعناع المنعش الحلو للشاي الجزائري، بأوراق خضراء زاهية مسننة. سريع النمو: اتركه في أصيص خاص به حتى لا يجتاح غيره.',
    },
  },
  'sweet-basil': {
    fr: {
      name: 'Basilic',
      description:
        "Une herbe annuelle tendre aux grandes feuilles brillantes et parfumées, indispensable pour les salades, les sauces et les plats d'été.",
    },
    ar: {
      name: 'الحبق',
      description: 'عشبة حولية طرية بأوراق كبيرة لامعة عطرة، لا غنى عنها في السلطات والصلصات وأطباق الصيف.',
    },
  },
  bougainvillea: {
    fr: {
      name: 'Bougainvillier',
      description:
        "Une grimpante épineuse et vigoureuse, couverte du printemps à l'automne de bractées magenta parcheminées autour de minuscules fleurs blanches. La couleur classique des murs et des cours algériennes.",
    },
    ar: {
      name: 'الجهنمية',
      description:
        'نبتة متسلقة شائكة قوية، تغطيها من الربيع إلى الخريف قنابات أرجوانية رقيقة كالورق حول أزهار بيضاء صغيرة. اللون الكلاسيكي لجدران البيوت وأفنيتها في الجزائر.',
    },
  },
  'common-jasmine': {
    fr: {
      name: 'Jasmin officinal',
      description:
        "Une grimpante volubile aux fines feuilles pennées et aux bouquets de fleurs blanches étoilées très parfumées tout l'été : le parfum des soirées d'Alger.",
    },
    ar: {
      name: 'الياسمين',
      description:
        'نبتة متسلقة ملتفة بأوراق ريشية دقيقة وعناقيد من الأزهار البيضاء النجمية الفواحة طوال الصيف: عطر أمسيات الجزائر العاصمة.',
    },
  },
  'chinese-hibiscus': {
    fr: {
      name: 'Hibiscus de Chine',
      description:
        "Un arbuste persistant aux feuilles brillantes, aux immenses fleurs rouges et à la longue colonne centrale d'étamines. Chaque fleur ne dure qu'un jour, mais de nouvelles s'ouvrent tout l'été.",
    },
    ar: {
      name: 'الخطمية الصينية',
      description:
        'شجيرة دائمة الخضرة بأوراق لامعة وأزهار حمراء ضخمة يتوسطها عمود طويل من الأسدية. تدوم كل زهرة يومًا واحدًا، لكن أزهارًا جديدة تتفتح طوال الصيف.',
    },
  },
  oleander: {
    fr: {
      name: 'Laurier-rose',
      description:
        "Un arbuste persistant et robuste des oueds et des bords de route algériens, aux feuilles étroites et coriaces et aux bouquets de fleurs roses de la fin du printemps à l'automne. Toutes ses parties sont très toxiques si elles sont ingérées.",
    },
    ar: {
      name: 'الدفلى',
      description:
        'شجيرة صلبة دائمة الخضرة من أودية الجزائر وحواف طرقها، بأوراق ضيقة جلدية وعناقيد من الأزهار الوردية من أواخر الربيع إلى الخريف. كل أجزائها شديدة السمية إذا أُكلت.',
    },
  },
  'zonal-geranium': {
    fr: {
      name: 'Géranium des balcons',
      description:
        "Des feuilles arrondies et festonnées marquées d'une zone plus sombre, et de longues hampes portant des boules de fleurs rouge vif du printemps à l'automne. Le favori des balcons algériens.",
    },
    ar: {
      name: 'إبرة الراعي',
      description:
        'أوراق مستديرة مفصصة الحواف تتوسطها منطقة أدكن، وكرات من الأزهار الحمراء الزاهية على سيقان طويلة من الربيع إلى الخريف. المفضلة في شرفات الجزائر.',
    },
  },
  'moth-orchid': {
    fr: {
      name: 'Orchidée papillon',
      description:
        "D'élégantes hampes arquées de fleurs blanches durables en forme de papillon, au-dessus de larges feuilles charnues. Une seule hampe peut rester fleurie deux à trois mois.",
    },
    ar: {
      name: 'أوركيد الفراشة',
      description:
        'عناقيد مقوسة أنيقة من أزهار بيضاء على شكل فراشة تدوم طويلًا، فوق أوراق عريضة لحمية. قد تبقى الساق الزهرية الواحدة مزهرة من شهرين إلى ثلاثة أشهر.',
    },
  },
  'olive-tree': {
    fr: {
      name: 'Olivier',
      description:
        "L'emblème de la Méditerranée : des feuilles persistantes argentées, un tronc qui se noue avec l'âge et des olives comestibles. D'une longévité extraordinaire et parfaitement à son aise sous le climat algérien.",
    },
    ar: {
      name: 'شجرة الزيتون',
      description:
        'رمز البحر الأبيض المتوسط: أوراق فضية دائمة الخضرة، وجذع يزداد التواءً مع العمر، وثمار زيتون صالحة للأكل. معمرة إلى حد استثنائي وتتأقلم تمامًا مع مناخ الجزائر.',
    },
  },
  'date-palm': {
    fr: {
      name: 'Palmier dattier',
      description:
        "Le palmier des oasis sahariennes, de Biskra à Adrar, aux longues palmes arquées vert-gris et aux dattes sucrées sur les arbres femelles. Un jeune arbre pour un jardin ensoleillé ou un grand bac de terrasse.",
    },
    ar: {
      name: 'نخلة التمر',
      description:
        'نخلة الواحات الصحراوية من بسكرة إلى أدرار، بسعف طويل مقوس رمادي مخضر وتمور حلوة على الأشجار الأنثى. شجرة فتية لحديقة مشمسة أو أصيص كبير على الشرفة.',
    },
  },
  'fig-tree': {
    fr: {
      name: 'Figuier',
      description:
        "Un arbre fruitier caduc aux grandes feuilles lobées et aux figues sucrées en été et en automne, cultivé depuis des siècles en Kabylie et dans tout le nord de l'Algérie.",
    },
    ar: {
      name: 'شجرة التين',
      description:
        'شجرة مثمرة متساقطة الأوراق بأوراق كبيرة مفصصة وتين حلو في الصيف والخريف، تُزرع منذ قرون في منطقة القبائل وفي كامل شمال الجزائر.',
    },
  },
  'carob-tree': {
    fr: {
      name: 'Caroubier',
      description:
        "Un arbre persistant à croissance lente, aux feuilles brillantes et coriaces et aux longues gousses brunes dont on tire farine et sirop de caroube. Remarquablement résistant à la sécheresse, il donne une belle ombre.",
    },
    ar: {
      name: 'شجرة الخروب',
      description:
        'شجرة دائمة الخضرة بطيئة النمو بأوراق لامعة جلدية وقرون بنية طويلة يُصنع منها دقيق الخروب وشرابه. تتحمل الجفاف على نحو رائع وتمنح ظلًا جميلًا.',
    },
  },
  'aleppo-pine': {
    fr: {
      name: "Pin d'Alep",
      description:
        "L'arbre forestier le plus répandu du nord de l'Algérie, à la couronne ouverte en parasol, aux aiguilles souples vert vif et aux cônes brun-rouge. Idéal en brise-vent et sur les sols secs et calcaires.",
    },
    ar: {
      name: 'الصنوبر الحلبي',
      description:
        'أكثر أشجار الغابات انتشارًا في شمال الجزائر، بتاج مفتوح كالمظلة وإبر لينة خضراء زاهية ومخاريط بنية محمرة. مثالية مصداتٍ للرياح وللتربة الجافة الكلسية.',
    },
  },
  'orange-tree': {
    fr: {
      name: 'Oranger',
      description:
        "L'arbre de la célèbre fleur d'oranger de Blida : des feuilles persistantes et brillantes, des fleurs blanches parfumées au printemps et des oranges douces en hiver.",
    },
    ar: {
      name: 'شجرة البرتقال',
      description:
        'الشجرة التي تقف وراء زهر البرتقال الشهير في البليدة: أوراق لامعة دائمة الخضرة، وأزهار بيضاء عطرة في الربيع، وبرتقال حلو في الشتاء.',
    },
  },
  'prickly-pear': {
    fr: {
      name: 'Figuier de Barbarie',
      description:
        "Un cactus ramifié aux raquettes plates et ovales, aux fleurs jaunes et aux fruits sucrés et épineux (le hendi) à la fin de l'été. Naturalisé dans toutes les campagnes algériennes, où on le cultive en haie vive.",
    },
    ar: {
      name: 'التين الشوكي',
      description:
        'صبار متفرع من ألواح مسطحة بيضوية، بأزهار صفراء وثمار حلوة شائكة (الهندي) في أواخر الصيف. متوطن في أرياف الجزائر كلها حيث يُزرع سياجًا حيًا.',
    },
  },
  'golden-barrel-cactus': {
    fr: {
      name: 'Coussin de belle-mère',
      description:
        "Un globe presque parfait d'épines dorées qui devient lentement un grand tonneau, couronné de fleurs jaunes laineuses chez les plantes adultes. Rare dans la nature ; aussi classé sous le nom de Kroenleinia grusonii.",
    },
    ar: {
      name: 'صبار البرميل الذهبي',
      description:
        'كرة شبه كاملة من الأشواك الذهبية تنمو ببطء حتى تصير برميلًا كبيرًا، يتوجها في النباتات البالغة إكليل من الأزهار الصفراء الصوفية. نادر في البرية.',
    },
  },
  'christmas-cactus': {
    fr: {
      name: 'Cactus de Noël',
      description:
        "Un cactus forestier du Brésil aux chaînes arquées de segments plats et dentés, terminées par des fleurs rose vif de la fin de l'automne à l'hiver. Sans épines et sans danger pour les chats et les chiens.",
    },
    ar: {
      name: 'صبار عيد الميلاد',
      description:
        'صبار غابي من البرازيل بسلاسل مقوسة من القطع المسطحة المسننة، تنتهي بأزهار وردية زاهية من أواخر الخريف إلى الشتاء. بلا أشواك وآمن للقطط والكلاب.',
    },
  },
  'peruvian-apple-cactus': {
    fr: {
      name: 'Cierge du Pérou',
      description:
        "Un grand cactus colonnaire aux tiges côtelées vert-bleu qui se ramifient avec l'âge, aux grandes fleurs blanches nocturnes et aux fruits comestibles. Un accent vertical saisissant pour un coin ensoleillé.",
    },
    ar: {
      name: 'صبار التفاح البيروفي',
      description:
        'صبار عمودي طويل بسيقان مضلعة خضراء مزرقة تتفرع مع العمر، وأزهار بيضاء كبيرة تتفتح ليلًا وثمار صالحة للأكل. لمسة عمودية لافتة لركن مشمس.',
    },
  },
  'boston-fern': {
    fr: {
      name: 'Fougère de Boston',
      description:
        "Des frondes luxuriantes et arquées, garnies de petites folioles, forment une touffe pleine et retombante. Un classique des suspensions et des salles de bains humides, sans danger pour les chats et les chiens.",
    },
    ar: {
      name: 'سرخس بوسطن',
      description:
        'سعف كثيف مقوس تصطف عليه وريقات صغيرة، يشكل كتلة ممتلئة متدلية. نبتة كلاسيكية للسلال المعلقة والحمامات الرطبة، وآمنة للقطط والكلاب.',
    },
  },
  'maidenhair-fern': {
    fr: {
      name: 'Capillaire',
      description:
        "De délicates folioles en éventail sur des tiges fines, noires et brillantes. En Algérie, elle pousse à l'état sauvage sur les rochers suintants près des sources et dans les puits ombragés.",
    },
    ar: {
      name: 'كزبرة البئر',
      description:
        'وريقات رقيقة على شكل مروحة فوق سيقان سوداء لامعة رفيعة كالسلك. تنمو في الجزائر برية على الصخور الرطبة قرب الينابيع وفي الآبار الظليلة.',
    },
  },
  'birds-nest-fern': {
    fr: {
      name: "Fougère nid d'oiseau",
      description:
        "De larges frondes brillantes vert pomme, aux nervures sombres, se déroulent depuis un « nid » central pour former une rosette en vase. Soignée, sans danger pour les animaux et facile pour une fougère.",
    },
    ar: {
      name: 'سرخس عش الطائر',
      description:
        'سعف عريض لامع بلون أخضر تفاحي وعروق وسطى داكنة، يتفتح من «عش» في المركز ليكوّن وردية على شكل مزهرية. أنيق وآمن للحيوانات الأليفة وسهل العناية بالنسبة إلى سرخس.',
    },
  },
  'white-water-lily': {
    fr: {
      name: 'Nénuphar blanc',
      description:
        "Des feuilles rondes flottantes et des fleurs blanches parfumées aux nombreux pétales, qui s'ouvrent au soleil de juin à septembre. Il pousse à l'état sauvage dans les lacs d'El Kala, dans le nord-est de l'Algérie.",
    },
    ar: {
      name: 'زنبق الماء الأبيض',
      description:
        'أوراق مستديرة طافية وأزهار بيضاء عطرة كثيرة البتلات تتفتح في الشمس من يونيو إلى سبتمبر. ينمو بريًا في بحيرات القالة شمال شرق الجزائر.',
    },
  },
  'anubias-nana': {
    fr: {
      name: 'Anubias nain',
      description:
        "Une plante d'aquarium à croissance lente, aux feuilles ovales épaisses vert foncé sur un rhizome rampant. Attachez-la à une pierre ou à du bois flotté : elle prospère en faible lumière.",
    },
    ar: {
      name: 'الأنوبياس القزم',
      description:
        'نبتة أحواض سمك بطيئة النمو بأوراق بيضوية سميكة خضراء داكنة على جذمور زاحف. اربطها بحجر أو بقطعة خشب طافية: تزدهر في الإضاءة الخافتة.',
    },
  },
  'sacred-lotus': {
    fr: {
      name: 'Lotus sacré',
      description:
        "De grandes feuilles rondes portées haut au-dessus de l'eau et de spectaculaires fleurs roses, suivies de capsules de graines caractéristiques. Il lui faut un bassin ensoleillé ou un grand bac d'eau.",
    },
    ar: {
      name: 'اللوتس المقدس',
      description:
        'أوراق كبيرة مستديرة ترتفع عاليًا فوق الماء وأزهار وردية مبهرة، تليها رؤوس بذور مميزة. يحتاج إلى بركة مشمسة أو وعاء ماء كبير.',
    },
  },
  papyrus: {
    fr: {
      name: 'Papyrus',
      description:
        "De hautes tiges vertes triangulaires coiffées d'ombelles aériennes de rayons filiformes. L'antique plante à papier, superbe en bordure de bassin ou dans un bac d'eau.",
    },
    ar: {
      name: 'البردي',
      description:
        'سيقان خضراء طويلة مثلثة المقطع تعلوها خيمات خفيفة من أشعة خيطية. نبتة الورق القديمة، رائعة على حافة بركة أو في حوض ماء.',
    },
  },
};
