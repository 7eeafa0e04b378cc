import type { Catalogue } from './catalogue-type';
import type { catalogSheetEn } from './catalog-sheet.en';

/** The server's alone (vite.config.ts, serverOnlyTexts). */
export const catalogSheetFr: Catalogue<typeof catalogSheetEn> = {
  noFile: 'Envoyez le catalogue en multipart/form-data, le fichier CSV dans le champ « file ».',
  tooLarge: 'Le fichier dépasse 2 Mo.',
  notUtf8: 'Le fichier n’est pas du texte UTF-8 : dans votre tableur, enregistrez-le en « CSV UTF-8 ».',
  unclosedQuote: 'Le fichier ne peut pas être lu en CSV : un guillemet ouvert ligne {line} n’est jamais fermé.',
  empty: 'Le fichier n’a pas de ligne d’en-tête.',
  unknownColumn: 'Colonne inconnue « {column} ». Les colonnes sont : {columns}.',
  duplicateColumn: 'La colonne « {column} » apparaît deux fois.',
  missingId: 'Le fichier doit avoir une colonne « id » (vide sur une ligne qui ajoute une plante).',
  tooManyRows: 'Au plus {max} lignes par fichier.',
  hasErrors: 'Le fichier contient des erreurs : rien n’a été importé. Corrigez les lignes indiquées et importez-le à nouveau.',
  cellCount: 'Cette ligne a {count} cellules, l’en-tête en a {expected}.',
  idInvalid: 'Un numéro de plante, ou vide pour une nouvelle plante.',
  plantNotFound: 'Aucune plante ne porte ce numéro.',
  sameRow: 'Cette taille de la plante est déjà à la ligne {row}.',
  sizeNotFound: 'Cette plante n’a pas de taille de ce numéro (vide : une taille ajoutée).',
  otherValue: 'La ligne {row} donne à cette plante une autre valeur ici.',
  categoryNotFound: 'Aucune catégorie ne porte ce nom.',
  stockInvalid: 'Un nombre entier de plantes, 0 ou plus.',
};
