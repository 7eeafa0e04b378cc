import type { z } from 'zod';
import { PlantFormSchema, PlantUpdateSchema, PlantVariantInput, PlantVariantPatchSchema, MAX_PLANT_VARIANTS, type PlantUpdate, type PlantVariantPatch } from '@shared/contracts/catalog';
import {
  PLANT_SHEET_COLUMNS,
  PLANT_SHEET_MAX_ROWS,
  PLANT_SHEET_PLANT_COLUMNS,
  PLANT_SHEET_SIZE_COLUMNS,
  type PlantImportResult,
  type PlantSheetColumn,
  type SheetChange,
  type SheetRowError,
} from '@shared/contracts/catalog-sheet';
import { parseMoney, toMoneyString } from '@shared/domain/money';
import { withSize } from '@shared/domain/sizes';
import { msg, say, type Text, type Translator } from '@shared/messages';
import type { ServiceContext } from '../../context';
import { AppError } from '../../lib/app-error';
import { CsvSyntaxError, parseCsv, toCsv, typedCell, type CsvValue } from '../../lib/csv';
import { requireAdmin } from '../auth/access-policy';
import type { Actor } from '../auth/auth.service';
import * as repo from './catalog.repository';
import { applyPlantBatch, type PlantBatch, type SizeChange } from './catalog.service';

/*
 * The catalogue in a spreadsheet (docs/contract.md §8): the export writes one row per size of each plant (its
 * own columns repeated), the import
 * reads the same file back — checked whole first, then written in one transaction, all rows or none.
 * Each row goes through the plant form's own schemas (the plant's and a size's), so a cell is refused with
 * the form's words.
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

const money = (centimes: number | null) => (centimes === null ? '' : toMoneyString(centimes));

/** How the sheet shows a plant's size: the text of each cell of its row. */
function cellsOf(plant: repo.SheetPlantRow): Record<PlantSheetColumn, string> {
  return {
    id: String(plant.id),
    size_id: String(plant.sizeId),
    name: plant.name,
    name_fr: plant.nameFr ?? '',
    name_ar: plant.nameAr ?? '',
    scientific_name: plant.scientificName ?? '',
    category: plant.category,
    size: plant.label,
    size_fr: plant.labelFr ?? '',
    size_ar: plant.labelAr ?? '',
    sku: plant.sku ?? '',
    price: money(plant.priceCentimes),
    original_price: money(plant.originalPriceCentimes),
    stock: String(plant.stock),
  };
}

/** `GET /api/admin/plants.csv`: every plant's every size, by number, in the columns the import reads back. */
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

const COLUMN_OF_FIELD: Record<string, Column> = {
  name: 'name',
  scientificName: 'scientific_name',
  categoryId: 'category',
  label: 'size',
  labelFr: 'size_fr',
  labelAr: 'size_ar',
  sku: 'sku',
  price: 'price',
  originalPrice: 'original_price',
  stock: 'stock',
};

/** The column a schema issue is about (its path in the plant form, or in a size's). */
function columnOfIssue(path: readonly PropertyKey[]): Column | null {
  const [first, locale, field] = path;
  if (first === 'translations') return field === 'name' && (locale === 'fr' || locale === 'ar') ? (`name_${locale}` as const) : null;
  // A new plant's one size: `variants.0.price`.
  if (first === 'variants') return typeof field === 'string' ? (COLUMN_OF_FIELD[field] ?? null) : null;
  return typeof first === 'string' ? (COLUMN_OF_FIELD[first] ?? null) : null;
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

/** What a row asks for: the plant form's input and a size's, made of the columns the file has. */
function formInputOf(row: ReadRow, categoryIdOf: (name: string) => number | undefined) {
  const plant: Record<string, unknown> = {};
  const size: Record<string, unknown> = {};
  const errors: { field: Column; message: Text }[] = [];
  const name = row.cell('name');
  if (name !== undefined) plant.name = name;
  const scientificName = row.cell('scientific_name');
  if (scientificName !== undefined) plant.scientificName = scientificName;
  for (const locale of ['fr', 'ar'] as const) {
    const translated = row.cell(`name_${locale}`);
    if (translated !== undefined) plant.translations = { ...(plant.translations as object), [locale]: { name: translated } };
  }
  const category = row.cell('category')?.trim();
  if (category !== undefined) {
    const id = category === '' ? undefined : categoryIdOf(category);
    if (category !== '' && id === undefined) errors.push({ field: 'category', message: e.categoryNotFound });
    else plant.categoryId = id ?? '';
  }
  for (const [column, field] of [['size', 'label'], ['size_fr', 'labelFr'], ['size_ar', 'labelAr'], ['sku', 'sku']] as const) {
    const cell = row.cell(column);
    if (cell !== undefined) size[field] = cell;
  }
  const price = row.cell('price');
  if (price !== undefined) size.price = amountOf(price.trim());
  const originalPrice = row.cell('original_price');
  if (originalPrice !== undefined) size.originalPrice = amountOf(originalPrice.trim());
  // The form reads text in the stock field as 0 (spec §5); a sheet's cell is a count or a mistake.
  for (const column of ['stock', STOCK_EXPORTED] as const) {
    const cell = row.cell(column)?.trim();
    if (cell === undefined || cell === '') continue;
    if (!/^\d{1,7}$/.test(cell)) errors.push({ field: column, message: e.stockInvalid });
    else if (column === 'stock') size.stock = Number(cell);
  }
  return { plant, size, errors };
}

interface Plan {
  batch: PlantBatch;
  changes: SheetChange[];
  unchanged: number;
  errors: RowFault[];
}

type PlantColumn = (typeof PLANT_SHEET_PLANT_COLUMNS)[number];
type SizeColumn = (typeof PLANT_SHEET_SIZE_COLUMNS)[number];

/** A plant the file changes: its own fields (each with the row that changed it), its sizes' changes, their labels. */
interface PlantEdit {
  update: { id: number; input: PlantUpdate; sizes: SizeChange[] };
  changedBy: Map<PlantColumn, { row: number; to: string }>;
  /** Every size it will have, by its id or `+row` for one added: its label and the row that wrote it. */
  labels: Map<string, { label: string; row: number | null }>;
}

function issuesOf(result: { success: boolean; error?: z.ZodError }): { field: Column | null; message: Text }[] {
  return result.success || !result.error ? [] : result.error.issues.map((issue) => ({ field: columnOfIssue(issue.path), message: issue.message as Text }));
}

/** Reads every row against the catalogue as it is now: what each would change, and every row's faults. */
async function planImport(ctx: ServiceContext, bytes: Buffer): Promise<Plan> {
  const { columns, rows, cellCountErrors } = readSheet(bytes);
  const [sizes, categories] = await Promise.all([repo.listSheetPlants(ctx.db), repo.listCategoryNames(ctx.db)]);
  const sizesOf = new Map<number, repo.SheetPlantRow[]>();
  for (const size of sizes) sizesOf.set(size.id, [...(sizesOf.get(size.id) ?? []), size]);
  const categoryByName = new Map(categories.map((c) => [c.name.toLowerCase(), c.id]));
  const categoryIdOf = (name: string) => categoryByName.get(name.toLowerCase());
  const plan: Plan = { batch: { creates: [], updates: [] }, changes: [], unchanged: 0, errors: cellCountErrors };
  const rowOfSize = new Map<number, number>();
  const edits = new Map<number, PlantEdit>();

  for (const row of rows) {
    const fail = (field: string | null, message: Text) => plan.errors.push({ row: row.line, field, message });
    const idCell = row.cell('id')!.trim();
    const id = idCell === '' ? null : /^\d{1,9}$/.test(idCell) ? Number(idCell) : NaN;
    if (Number.isNaN(id)) {
      fail('id', e.idInvalid);
      continue;
    }
    const plantSizes = id === null ? undefined : sizesOf.get(id);
    if (id !== null && !plantSizes) {
      fail('id', e.plantNotFound);
      continue;
    }
    const { plant, size, errors } = formInputOf(row, categoryIdOf);
    // A column already refused (an unknown category) is not refused again by the form (as missing).
    const faultsOf = (...results: { success: boolean; error?: z.ZodError }[]) => [
      ...errors,
      ...results.flatMap(issuesOf).filter((issue) => !errors.some((err) => err.field === issue.field)),
    ];
    if (!plantSizes) {
      const parsed = PlantFormSchema.safeParse({ ...plant, variants: [size] });
      const faults = faultsOf(parsed);
      if (faults.length > 0 || !parsed.success) {
        for (const fault of faults) fail(fault.field, fault.message);
        continue;
      }
      plan.batch.creates.push(parsed.data);
      const cells = { ...plantCellsOf(parsed.data, row), ...sizeCellsOf(parsed.data.variants![0]!) };
      plan.changes.push({ row: row.line, id: null, name: parsed.data.name, fields: PLANT_SHEET_COLUMNS.flatMap((c) => (cells[c as keyof typeof cells] ? [{ field: c, from: null, to: cells[c as keyof typeof cells]! }] : [])) });
      continue;
    }

    // The size the row is about: the one it names, a new one (its number left empty), or the first.
    let current: repo.SheetPlantRow | undefined = plantSizes[0];
    if (columns.includes('size_id')) {
      const cell = row.cell('size_id')!.trim();
      current = cell === '' ? undefined : plantSizes.find((s) => /^\d{1,9}$/.test(cell) && s.sizeId === Number(cell));
      if (cell !== '' && !current) {
        fail('size_id', e.sizeNotFound);
        continue;
      }
    }
    if (current) {
      const earlier = rowOfSize.get(current.sizeId);
      if (earlier !== undefined) {
        fail('id', say(e.sameRow, { row: earlier }));
        continue;
      }
      rowOfSize.set(current.sizeId, row.line);
    }
    const plantParsed = PlantUpdateSchema.safeParse(plant);
    const sizeParsed = current ? PlantVariantPatchSchema.safeParse(size) : PlantVariantInput.safeParse(size);
    const faults = faultsOf(plantParsed, sizeParsed);
    if (faults.length > 0 || !plantParsed.success || !sizeParsed.success) {
      for (const fault of faults) fail(fault.field, fault.message);
      continue;
    }
    const edit = editOf(edits, plan, plantSizes);
    const fields = plantFieldChanges(edit, plantSizes[0]!, plantParsed.data, row, columns, fail);
    if (!fields) continue;
    const sized = current ? sizeFieldChanges(current, sizeParsed.data, row, columns) : addedSize(sizeParsed.data as PlantVariantPatch);
    const label = sized.change.values.label ?? current?.label ?? '';
    edit.labels.set(current ? String(current.sizeId) : `+${row.line}`, { label, row: row.line });
    const all = [...fields, ...sized.fields];
    if (all.length === 0) {
      plan.unchanged++;
      continue;
    }
    if (sized.change.variantId === null || Object.keys(sized.change.values).length > 0 || sized.change.stockDelta !== undefined) edit.update.sizes.push(sized.change);
    plan.changes.push({ row: row.line, id: plantSizes[0]!.id, name: withSize(edit.update.input.name ?? plantSizes[0]!.name, label), fields: all });
  }
  for (const edit of edits.values()) plan.errors.push(...labelFaults(edit));
  plan.batch.updates = plan.batch.updates.filter((u) => Object.keys(u.input).length > 0 || u.sizes.length > 0);
  return plan;
}

/** The plant's edit, made on its first row: every size it has, by its label as it is. */
function editOf(edits: Map<number, PlantEdit>, plan: Plan, plantSizes: readonly repo.SheetPlantRow[]): PlantEdit {
  const id = plantSizes[0]!.id;
  let edit = edits.get(id);
  if (!edit) {
    edit = {
      update: { id, input: {}, sizes: [] },
      changedBy: new Map(),
      labels: new Map(plantSizes.map((s) => [String(s.sizeId), { label: s.label, row: null }])),
    };
    edits.set(id, edit);
    plan.batch.updates.push(edit.update);
  }
  return edit;
}

/** The plant's own cells of a validated row, as the export would write them. */
function plantCellsOf(input: PlantUpdate, row: ReadRow): Partial<Record<PlantColumn, string>> {
  return {
    name: input.name ?? '',
    name_fr: input.translations?.fr?.name ?? '',
    name_ar: input.translations?.ar?.name ?? '',
    scientific_name: input.scientificName ?? '',
    category: input.categoryId === undefined ? '' : (row.cell('category')?.trim() ?? ''),
  };
}

/** A size's cells of a validated row, as the export would write them. */
function sizeCellsOf(input: PlantVariantPatch): Partial<Record<SizeColumn, string>> {
  return {
    size: input.label ?? '',
    size_fr: input.labelFr ?? '',
    size_ar: input.labelAr ?? '',
    sku: input.sku ?? '',
    price: input.price ?? '',
    original_price: input.originalPrice ?? '',
    stock: input.stock === undefined ? '' : String(input.stock),
  };
}

/** Whether the row has the column and its cell says something else than the catalogue. */
function differs(column: PlantSheetColumn, before: Record<PlantSheetColumn, string>, after: Partial<Record<PlantSheetColumn, string>>, columns: readonly Column[]): boolean {
  if (!columns.includes(column)) return false;
  // The category by its name whatever the case: "cacti" typed for "Cacti" is no change.
  if (column === 'category') return after.category?.toLowerCase() !== before.category.toLowerCase();
  return (after[column] ?? '') !== before[column];
}

/**
 * The plant's own fields a row changes, added to its edit; null (and the row's fault) when an earlier
 * row of the same plant changed one of them to another value.
 */
function plantFieldChanges(edit: PlantEdit, first: repo.SheetPlantRow, input: PlantUpdate, row: ReadRow, columns: readonly Column[], fail: (field: string, message: Text) => void): SheetChange['fields'] | null {
  const before = cellsOf(first);
  const after = plantCellsOf(input, row);
  const fields: SheetChange['fields'] = [];
  for (const column of PLANT_SHEET_PLANT_COLUMNS) {
    if (!differs(column, before, after, columns)) continue;
    const to = after[column] ?? '';
    const earlier = edit.changedBy.get(column);
    if (earlier && earlier.to !== to) {
      fail(column, say(e.otherValue, { row: earlier.row }));
      return null;
    }
    if (earlier) continue;
    edit.changedBy.set(column, { row: row.line, to });
    fields.push({ field: column, from: before[column] || null, to: to || null });
    const update = edit.update.input;
    if (column === 'name') update.name = input.name;
    else if (column === 'scientific_name') update.scientificName = input.scientificName;
    else if (column === 'category') update.categoryId = input.categoryId;
    else {
      const locale = column === 'name_fr' ? 'fr' : 'ar';
      update.translations = { ...update.translations, [locale]: { name: input.translations?.[locale]?.name ?? null } };
    }
  }
  return fields;
}

const centimes = (amount: string | null | undefined) => (amount ? parseMoney(amount) : null);

/** Of a validated row, the fields of its size that differ from the catalogue's: the change to write and to show. */
function sizeFieldChanges(current: repo.SheetPlantRow, input: PlantVariantPatch, row: ReadRow, columns: readonly Column[]): { change: SizeChange; fields: SheetChange['fields'] } {
  const before = cellsOf(current);
  const after = sizeCellsOf(input);
  const change: SizeChange = { variantId: current.sizeId, values: {} };
  const fields: SheetChange['fields'] = [];
  const note = (column: SizeColumn, to = after[column] ?? '') => fields.push({ field: column, from: before[column] || null, to: to || null });
  const changed = (column: SizeColumn) => {
    const yes = differs(column, before, after, columns);
    if (yes) note(column);
    return yes;
  };
  if (changed('size')) change.values.label = input.label ?? '';
  if (changed('size_fr')) change.values.labelFr = input.labelFr ?? null;
  if (changed('size_ar')) change.values.labelAr = input.labelAr ?? null;
  if (changed('sku')) change.values.sku = input.sku ?? null;
  if (changed('price')) change.values.priceCentimes = centimes(input.price);
  if (changed('original_price')) change.values.originalPriceCentimes = centimes(input.originalPrice);
  const exported = row.cell(STOCK_EXPORTED)?.trim();
  if (input.stock !== undefined && exported) {
    const delta = input.stock - Number(exported);
    if (delta !== 0) {
      change.stockDelta = delta;
      note('stock', String(Math.min(1_000_000, Math.max(0, current.stock + delta))));
    }
  } else if (changed('stock')) change.values.stock = input.stock;
  return { change, fields };
}

/** A size a row adds to its plant: every cell it has. */
function addedSize(input: PlantVariantPatch): { change: SizeChange; fields: SheetChange['fields'] } {
  const cells = sizeCellsOf(input);
  return {
    change: {
      variantId: null,
      values: {
        label: input.label ?? '',
        labelFr: input.labelFr ?? null,
        labelAr: input.labelAr ?? null,
        sku: input.sku ?? null,
        priceCentimes: centimes(input.price),
        originalPriceCentimes: centimes(input.originalPrice),
        stock: input.stock ?? 0,
      },
    },
    fields: PLANT_SHEET_SIZE_COLUMNS.flatMap((c) => (cells[c] ? [{ field: c, from: null, to: cells[c]! }] : [])),
  };
}

/**
 * The plant form's rules on the sizes a plant will have once every row is read: at most 20, and with
 * more than one each named, no two alike. A fault is put on a row that wrote the size.
 */
function labelFaults(edit: PlantEdit): RowFault[] {
  const sizes = [...edit.labels.values()];
  // The first row that adds a size: the one to blame for an unnamed size no row touched.
  const adding = [...edit.labels].find(([key]) => key.startsWith('+'))?.[1];
  const faults: RowFault[] = [];
  if (sizes.length > MAX_PLANT_VARIANTS) faults.push({ row: adding?.row ?? 0, field: 'size_id', message: msg.catalog.tooManySizes });
  if (sizes.length < 2) return faults;
  const seen = new Map<string, { row: number | null }>();
  for (const size of sizes) {
    const key = size.label.toLocaleLowerCase();
    const other = seen.get(key);
    if (!key) faults.push({ row: size.row ?? adding?.row ?? 0, field: 'size', message: msg.catalog.sizeLabelRequired });
    else if (other) faults.push({ row: size.row ?? other.row ?? 0, field: 'size', message: msg.catalog.sizeLabelTaken });
    seen.set(key, size);
  }
  return faults.filter((f) => f.row > 0);
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
    // Rows, as `created`: a plant whose two sizes change is two rows updated.
    updated: plan.changes.filter((change) => change.id !== null).length,
    unchanged: plan.unchanged,
    changes: plan.changes,
    errors,
  };
  if (options.dryRun) return result;
  if (errors.length > 0) throw new AppError('BAD_REQUEST', e.hasErrors, undefined, { ...result, created: 0, updated: 0, unchanged: 0, changes: [] });
  await applyPlantBatch(ctx, actor, plan.batch);
  return result;
}
