import type { Catalogue } from './catalogue-type';
import type { catalogEn } from './catalog.en';

/** French for `catalog.en.ts`. */
export const catalogFr: Catalogue<typeof catalogEn> = {
  plantNotFound: 'Plante introuvable',
  categoryNotFound: 'Catégorie introuvable',
  nameRequired: 'Le nom est obligatoire',
  categoryRequired: 'La catégorie est obligatoire',
  categoryDoesNotExist: "Cette catégorie n'existe pas",
  priceRequired: 'Le prix est obligatoire',
  priceInvalid: 'Le prix doit être un montant en DA avec au plus 2 décimales, par exemple 1500.00',
  priceNegative: 'Le prix ne peut pas être négatif',
  priceZero: 'Le prix doit être supérieur à 0',
  priceTooHigh: 'Le prix ne peut pas dépasser 10000000.00 DA',
  originalPriceInvalid: "Le prix d'origine doit être un montant en DA avec au plus 2 décimales, par exemple 1800.00",
  originalPriceNegative: "Le prix d'origine ne peut pas être négatif",
  originalPriceTooHigh: "Le prix d'origine ne peut pas dépasser 10000000.00 DA",
  stockNonNegative: 'Le stock ne peut pas être négatif',
  stockWholeNumber: 'Le stock doit être un nombre entier',
  stockTooHigh: 'Le stock ne peut pas dépasser 1000000',
  imageUrlInvalid: 'URL invalide',
  tooManyImages: '12 photos au plus',
  careLevelInvalid: "Le niveau d'entretien doit être Facile, Intermédiaire ou Difficile",
  featuredInvalid: 'La mise en avant doit valoir true ou false',
  tooLong: 'Ce champ est trop long',
  searchTooLong: 'Le texte recherché est trop long : 100 caractères au maximum.',
  categoryNameTaken: 'Une catégorie porte déjà ce nom',
  categoryHasPlants:
    "Cette catégorie contient encore des plantes. Déplacez-les vers une autre catégorie ou supprimez-les d'abord.",
  nameControlCharacters: 'Un nom ne peut pas contenir de retours à la ligne ni de caractères de contrôle',
  textControlCharacters: 'Ce texte ne peut pas contenir de caractères de contrôle',
  translationUnknownField: 'Les traductions comportent un nom et une description en français et en arabe, rien d’autre',
  plantTranslationUnknownField:
    'Les traductions d’une plante comportent un nom, une description, une origine, une exposition, un arrosage et des conseils d’entretien en français et en arabe, rien d’autre',
  translationsForm: {
    title: 'Traductions',
    hint: 'Facultatif. Si une traduction est laissée vide, la boutique affiche le texte ci-dessus.',
    nameFr: 'Nom (français)',
    descriptionFr: 'Description (français)',
    nameAr: 'Nom (arabe)',
    descriptionAr: 'Description (arabe)',
    originFr: 'Origine (français)',
    originAr: 'Origine (arabe)',
  },
};
