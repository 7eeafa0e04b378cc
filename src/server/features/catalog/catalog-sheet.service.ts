import type { z } from 'zod';
import { PlantFormSchema, PlantUpdateSchema, type PlantInput, type PlantUpdate } from '@shared/contracts/catalog';
import {
  PLANT_SHEET_COLUMNS,
  PLANT_SHEET_MAX_ROWS,
  type PlantImportResult,
  type PlantSheetColumn,
  type SheetChange,
  type SheetRowError,
} from '@shared/contracts/catalog-sheet';
import { toMoneyString } from '@shared/domain/money';
import { msg, say, type Text, type Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { CsvSyntaxError, parseCsv, toCsv, typedCell, type CsvValue } from '../../lib/csv';
import { requireAdmin } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';
import * as repo from './catalog.repository';
import { applyPlantBatch, type PlantBatch } from './catalog.service';

/*
 * The catalogue in a spreadsheet (docs/contract.md §8): the export writes one row per plant, the import
 * reads the same file back — checked whole first, then written in one transaction, all rows or none.
 * Each row goes through the plant form's own schema, so a cell is refused with the form's words.
 */

const e = msg.catalogSheet;

/**
 * The stock when the file was exported. With it, the import moves the stock by what the owner changed
 * (`stock` − `stock_exported`) rather than setting it: a plant sold between the export and the import
 * is not put back on the shelf. Without it (a sheet typed by hand), `stock` is the count.
 */
const STOCK_EXPORTED = 'stock_exported';
type Column = PlantSheetColumn | typeof STOCK_EXPORTED;
const KNOWN_COLUMNS: readonly Column[] = [...PLANT_SHEET_COLUMNS, STOCK_EXPORTED];

/** How the sheet shows a plant's field: the text of its cell. */
function cellsOf(plant: repo.SheetPlantRow): Record<PlantSheetColumn, string> {
  return {
    id: String(plant.id),
    name: plant.name,
    name_fr: plant.nameFr ?? '',
    name_ar: plant.nameAr ?? '',
    scientific_name: plant.scientificName ?? '',
    category: plant.category,
    price: plant.priceCentimes === null ? '' : toMoneyString(plant.priceCentimes),
    original_price: plant.originalPriceCentimes === null ? '' : toMoneyString(plant.originalPriceCentimes),
    stock: String(plant.stock),
  };
}

/** `GET /api/admin/plants.csv`: every plant, by number, in the columns the import reads back. */
export async function exportPlantsCsv(ctx: ServiceContext, actor: Actor): Promise<string> {
  requireAdmin(actor);
  const plants = await repo.listSheetPlants(ctx.db);
  const rows: CsvValue[][] = [[...PLANT_SHEET_COLUMNS, STOCK_EXPORTED]];
  for (const plant of plants) {
    const cells = cellsOf(plant);
    rows.push([...PLANT_SHEET_COLUMNS.map((column) => cells[column]), cells.stock]);
  }
  return toCsv(rows);
}

/** An amount as a spreadsheet in French settings may save it (`1 500,00`), as the form reads it (`1500.00`). */
function amountOf(cell: string): string {
  const compact = cell.replace(/(?<=\d)[\s\u00a0\u202f](?=\d)/g, '');
  return /^\d+,\d{1,2}$/.test(compact) ? compact.replace(',', '.') : compact;
}

/** The column a schema issue is about (its path in the plant form). */
function columnOfIssue(path: readonly PropertyKey[]): Column | null {
  const [first, locale, field] = path;
  if (first === 'translations') return field === 'name' && (locale === 'fr' || locale === 'ar') ? (`name_${locale}` as const) : null;
  const byField: Record<string, Column> = { name: 'name', scientificName: 'scientific_name', categoryId: 'category', price: 'price', originalPrice: 'original_price', stock: 'stock' };
  return typeof first === 'string' ? (byField[first] ?? null) : null;
}

/** A row's fault before it is put in the reader's language. */
type RowFault = Omit<SheetRowError, 'message'> & { message: Text };

interface ReadRow {
  line: number;
  cell: (column: Column) => string | undefined;
}

/** The file's header and rows, or a 400 naming what makes it unreadable as the catalogue's sheet. */
function readSheet(bytes: Buffer): { columns: Column[]; rows: ReadRow[]; cellCountErrors: RowFault[] } {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw new AppError('BAD_REQUEST', e.notUtf8);
  }
  let lines: ReturnType<typeof parseCsv>;
  try {
    lines = parseCsv(text).filter((row) => row.cells.some((cell) => cell.trim() !== ''));
  } catch (err) {
    if (err instanceof CsvSyntaxError) throw new AppError('BAD_REQUEST', say(e.unclosedQuote, { line: err.line }));
    throw err;
  }
  const [header, ...body] = lines;
  if (!header) throw new AppError('BAD_REQUEST', e.empty);
  const columns = header.cells.map((cell) => cell.trim().toLowerCase()) as Column[];
  for (const [i, column] of columns.entries()) {
    if (!KNOWN_COLUMNS.includes(column)) throw new AppError('BAD_REQUEST', say(e.unknownColumn, { column: column.slice(0, 50), columns: PLANT_SHEET_COLUMNS.join(', ') }));
    if (columns.indexOf(column) !== i) throw new AppError('BAD_REQUEST', say(e.duplicateColumn, { column }));
  }
  if (!columns.includes('id')) throw new AppError('BAD_REQUEST', e.missingId);
  if (body.length > PLANT_SHEET_MAX_ROWS) throw new AppError('BAD_REQUEST', say(e.tooManyRows, { max: PLANT_SHEET_MAX_ROWS }));
  const cellCountErrors: RowFault[] = [];
  const rows: ReadRow[] = [];
  for (const row of body) {
    // A spreadsheet may drop the empty cells at a row's end; more cells than the header is a shifted row.
    if (row.cells.length > columns.length) {
      cellCountErrors.push({ row: row.line, field: null, message: say(e.cellCount, { count: row.cells.length, expected: columns.length }) });
      continue;
    }
    rows.push({
      line: row.line,
      cell: (column) => {
        const i = columns.indexOf(column);
        return i < 0 ? undefined : typedCell(row.cells[i] ?? '');
      },
    });
  }
  return { columns, rows, cellCountErrors };
}

/** What a row asks for: the plant form's input made of the columns the file has. */
function formInputOf(row: ReadRow, categoryIdOf: (name: string) => number | undefined): { input: Record<string, unknown>; errors: { field: Column; message: Text }[] } {
  const input: Record<string, unknown> = {};
  const errors: { field: Column; message: Text }[] = [];
  const name = row.cell('name');
  if (name !== undefined) input.name = name;
  const scientificName = row.cell('scientific_name');
  if (scientificName !== undefined) input.scientificName = scientificName;
  for (const locale of ['fr', 'ar'] as const) {
    const translated = row.cell(`name_${locale}`);
    if (translated !== undefined) input.translations = { ...(input.translations as object), [locale]: { name: translated } };
  }
  const category = row.cell('category')?.trim();
  if (category !== undefined) {
    const id = category === '' ? undefined : categoryIdOf(category);
    if (category !== '' && id === undefined) errors.push({ field: 'category', message: e.categoryNotFound });
    else input.categoryId = id ?? '';
  }
  const price = row.cell('price');
  if (price !== undefined) input.price = amountOf(price.trim());
  const originalPrice = row.cell('original_price');
  if (originalPrice !== undefined) input.originalPrice = amountOf(originalPrice.trim());
  // The form reads text in the stock field as 0 (spec §5); a sheet's cell is a count or a mistake.
  for (const column of ['stock', STOCK_EXPORTED] as const) {
    const cell = row.cell(column)?.trim();
    if (cell === undefined || cell === '') continue;
    if (!/^\d{1,7}$/.test(cell)) errors.push({ field: column, message: e.stockInvalid });
    else if (column === 'stock') input.stock = Number(cell);
  }
  return { input, errors };
}

function issuesOf(error: z.ZodError): { field: Column | null; message: Text }[] {
  return error.issues.map((issue) => ({ field: columnOfIssue(issue.path), message: issue.message as Text }));
}

interface Plan {
  batch: PlantBatch;
  changes: SheetChange[];
  unchanged: number;
  errors: RowFault[];
}

/** Reads every row against the catalogue as it is now: what each would change, and every row's faults. */
async function planImport(ctx: ServiceContext, bytes: Buffer): Promise<Plan> {
  const { columns, rows, cellCountErrors } = readSheet(bytes);
  const [plants, categories] = await Promise.all([repo.listSheetPlants(ctx.db), repo.listCategoryNames(ctx.db)]);
  const plantById = new Map(plants.map((plant) => [plant.id, plant]));
  const categoryByName = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
  const categoryIdOf = (name: string) => categoryByName.get(name.toLowerCase());
  const plan: Plan = { batch: { creates: [], updates: [] }, changes: [], unchanged: 0, errors: cellCountErrors };
  const rowOfPlant = new Map<number, number>();

  for (const row of rows) {
    const fail = (field: string | null, message: Text) => plan.errors.push({ row: row.line, field, message });
    const idCell = row.cell('id')!.trim();
    const id = idCell === '' ? null : /^\d{1,9}$/.test(idCell) ? Number(idCell) : NaN;
    if (Number.isNaN(id)) {
      fail('id', e.idInvalid);
      continue;
    }
    const current = id === null ? undefined : plantById.get(id);
    if (id !== null && !current) {
      fail('id', e.plantNotFound);
      continue;
    }
    if (id !== null) {
      const earlier = rowOfPlant.get(id);
      if (earlier !== undefined) {
        fail('id', say(e.sameRow, { row: earlier }));
        continue;
      }
      rowOfPlant.set(id, row.line);
    }
    const { input, errors } = formInputOf(row, categoryIdOf);
    const parsed = (current ? PlantUpdateSchema : PlantFormSchema).safeParse(input);
    // A column already refused (an unknown category) is not refused again by the form (as missing).
    const faults = [...errors, ...(parsed.success ? [] : issuesOf(parsed.error).filter((issue) => !errors.some((err) => err.field === issue.field)))];
    if (faults.length > 0 || !parsed.success) {
      for (const fault of faults) fail(fault.field, fault.message);
      continue;
    }
    if (!current) {
      plan.batch.creates.push(parsed.data as PlantInput);
      const cells = cellsOfInput(parsed.data, row);
      plan.changes.push({ row: row.line, id: null, name: String(parsed.data.name), fields: PLANT_SHEET_COLUMNS.flatMap((c) => (cells[c] ? [{ field: c, from: null, to: cells[c] }] : [])) });
      continue;
    }
    const update = changedFields(current, parsed.data as PlantUpdate, row, columns);
    if (update.fields.length === 0) plan.unchanged++;
    else {
      plan.batch.updates.push({ id: current.id, input: update.input, stockDelta: update.stockDelta });
      plan.changes.push({ row: row.line, id: current.id, name: current.name, fields: update.fields });
    }
  }
  return plan;
}

/** The sheet's cells of a validated row, as the export would write them. */
function cellsOfInput(input: PlantUpdate, row: ReadRow): Partial<Record<PlantSheetColumn, string>> {
  return {
    name: input.name ?? '',
    name_fr: input.translations?.fr?.name ?? '',
    name_ar: input.translations?.ar?.name ?? '',
    scientific_name: input.scientificName ?? '',
    category: input.categoryId === undefined ? '' : (row.cell('category')?.trim() ?? ''),
    price: input.price ?? '',
    original_price: input.originalPrice ?? '',
    stock: input.stock === undefined ? '' : String(input.stock),
  };
}

/** Of a validated row, the fields that differ from the plant's: the update to write and the change to show. */
function changedFields(current: repo.SheetPlantRow, input: PlantUpdate, row: ReadRow, columns: readonly Column[]) {
  const before = cellsOf(current);
  const after = cellsOfInput(input, row);
  const update: PlantUpdate = {};
  const fields: SheetChange['fields'] = [];
  const note = (column: PlantSheetColumn, to = after[column] ?? '') => fields.push({ field: column, from: before[column] || null, to: to || null });
  const changed = (column: PlantSheetColumn) => {
    if (!columns.includes(column)) return false;
    // The category by its name whatever the case: "cacti" typed for "Cacti" is no change.
    const same = column === 'category' ? after.category?.toLowerCase() === before.category.toLowerCase() : (after[column] ?? '') === before[column];
    if (!same) note(column);
    return !same;
  };
  if (changed('name')) update.name = input.name;
  if (changed('scientific_name')) update.scientificName = input.scientificName;
  for (const locale of ['fr', 'ar'] as const) {
    if (changed(`name_${locale}`)) update.translations = { ...update.translations, [locale]: { name: input.translations?.[locale]?.name ?? null } };
  }
  if (changed('category')) update.categoryId = input.categoryId;
  if (changed('price')) update.price = input.price;
  if (changed('original_price')) update.originalPrice = input.originalPrice;
  let stockDelta: number | undefined;
  const exported = row.cell(STOCK_EXPORTED)?.trim();
  if (input.stock !== undefined && exported) {
    stockDelta = input.stock - Number(exported);
    if (stockDelta === 0) stockDelta = undefined;
    else note('stock', String(Math.min(1_000_000, Math.max(0, current.stock + stockDelta))));
  } else if (changed('stock')) update.stock = input.stock;
  return { input: update, stockDelta, fields };
}

/**
 * `POST /api/admin/plants/import`: the file checked whole. A dry run answers what would change and every
 * row's faults, writing nothing; an import with any fault is 400 with the faults and writes nothing; else
 * every row is written in one transaction.
 */
export async function importPlantsCsv(ctx: ServiceContext, actor: Actor, file: () => Promise<Buffer>, options: { dryRun: boolean; tr: Translator }): Promise<PlantImportResult> {
  requireAdmin(actor);
  const plan = await planImport(ctx, await file());
  const errors = plan.errors.sort((a, b) => a.row - b.row).map((err) => ({ ...err, message: options.tr.text(err.message) }));
  const result: PlantImportResult = {
    dryRun: options.dryRun,
    created: plan.batch.creates.length,
    updated: plan.batch.updates.length,
    unchanged: plan.unchanged,
    changes: plan.changes,
    errors,
  };
  if (options.dryRun) return result;
  if (errors.length > 0) throw new AppError('BAD_REQUEST', e.hasErrors, undefined, { ...result, created: 0, updated: 0, unchanged: 0, changes: [] });
  await applyPlantBatch(ctx, actor, plan.batch);
  return result;
}
