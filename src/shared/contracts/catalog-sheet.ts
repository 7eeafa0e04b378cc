import { z } from 'zod';
import { defineRoute } from './http';

/*
 * The catalogue in a spreadsheet (docs/contract.md §8): exported as CSV, one row per plant's size,
 * changed in a spreadsheet and imported back, all rows or none.
 */

/** The plant's own columns: repeated on each of its sizes' rows. */
export const PLANT_SHEET_PLANT_COLUMNS = ['name', 'name_fr', 'name_ar', 'scientific_name', 'category'] as const;
/** A size's columns: its names, reference, prices and stock. */
export const PLANT_SHEET_SIZE_COLUMNS = ['size', 'size_fr', 'size_ar', 'sku', 'price', 'original_price', 'stock'] as const;

/**
 * The sheet's columns, in the order the export writes them. The import reads them by header, in any
 * order; only `id` is required (a column left out leaves that field as it is). An empty `id` is a new
 * plant (name, category and price then required, as in the plant form), sold in the row's size.
 * `size_id` names the size; empty, the row adds a size to the plant; a file without the column
 * (typed by hand, or exported before sizes) changes each plant's first size.
 */
export const PLANT_SHEET_COLUMNS = ['id', 'size_id', ...PLANT_SHEET_PLANT_COLUMNS, ...PLANT_SHEET_SIZE_COLUMNS] as const;
export type PlantSheetColumn = (typeof PLANT_SHEET_COLUMNS)[number];

/** At most this many rows in one file (a plant's size each), and this many bytes: one owner's catalogue, with room. */
export const PLANT_SHEET_MAX_ROWS = 5000;
export const PLANT_SHEET_MAX_BYTES = 2 * 1024 * 1024;

/** A row's fault: `row` is the spreadsheet's row number (the header is row 1); `field` the column, or null for the whole row. */
export const SheetRowErrorSchema = z.object({ row: z.number().int(), field: z.string().nullable(), message: z.string() });
export type SheetRowError = z.infer<typeof SheetRowErrorSchema>;

/** One row that creates or changes a plant: each changed column with the value before (null: a new plant) and after. */
export const SheetChangeSchema = z.object({
  row: z.number().int(),
  id: z.number().int().nullable(),
  name: z.string(),
  fields: z.array(z.object({ field: z.string(), from: z.string().nullable(), to: z.string().nullable() })),
});
export type SheetChange = z.infer<typeof SheetChangeSchema>;

export const PlantImportResultSchema = z.object({
  /** True when nothing was written (`?dryRun=1`): the counts and changes are what the import would do. */
  dryRun: z.boolean(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  changes: z.array(SheetChangeSchema),
  errors: z.array(SheetRowErrorSchema),
});
export type PlantImportResult = z.infer<typeof PlantImportResultSchema>;

export const PlantImportQuerySchema = z.strictObject({ dryRun: z.enum(['0', '1']).optional() });

export const catalogSheetContract = {
  /** `text/csv` (UTF-8 with a BOM, formulas neutralised); the response is not JSON. */
  exportCsv: defineRoute({ method: 'GET', path: '/api/admin/plants.csv', response: z.string() }),
  /**
   * Multipart `file`. A file with row errors is 400 `{ message, …PlantImportResult }` and writes nothing; a
   * dry run answers 200 with the errors listed.
   */
  importCsv: defineRoute({ method: 'POST', path: '/api/admin/plants/import', query: PlantImportQuerySchema, response: PlantImportResultSchema }),
} as const;
