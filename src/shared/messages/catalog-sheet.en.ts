/**
 * Why a catalogue file is refused (docs/contract.md §8, the catalogue in a spreadsheet): the server's
 * words, in the import's answer. The server's alone: the browser's build holds an empty object
 * (vite.config.ts, serverOnlyTexts). Part of `en` as `en.catalogSheet`.
 */
export const catalogSheetEn = {
  noFile: 'Send the catalogue as multipart/form-data, the CSV file in the field "file".',
  tooLarge: 'The file is larger than 2 MB.',
  notUtf8: 'The file is not UTF-8 text: in your spreadsheet, save it as "CSV UTF-8".',
  unclosedQuote: 'The file cannot be read as CSV: a quote opened on line {line} is never closed.',
  empty: 'The file has no header row.',
  unknownColumn: 'Unknown column "{column}". The columns are: {columns}.',
  duplicateColumn: 'The column "{column}" appears twice.',
  missingId: 'The file needs an "id" column (left empty on a row that adds a plant).',
  tooManyRows: 'At most {max} rows in one file.',
  hasErrors: 'The file has errors: nothing was imported. Fix the rows listed and import it again.',
  cellCount: 'This row has {count} cells where the header has {expected}.',
  idInvalid: 'A plant number, or empty for a new plant.',
  plantNotFound: 'No plant has this number.',
  sameRow: 'This plant’s size is already on row {row}.',
  sizeNotFound: 'This plant has no size with this number (empty adds a size).',
  otherValue: 'Row {row} gives this plant another value here.',
  categoryNotFound: 'No category has this name.',
  stockInvalid: 'A whole number of plants, 0 or more.',
} as const;
