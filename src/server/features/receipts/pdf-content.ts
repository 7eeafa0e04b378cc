import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRef, PDFStream, type PDFObject } from 'pdf-lib';

/**
 * What in a PDF can act when it is opened (issue 37: receipts were stored with their embedded JavaScript, and
 * the owner opens them): scripts (`/JS`, `/JavaScript`), actions that run or fetch something (`/S` of
 * JavaScript, Launch, ImportData, SubmitForm, RichMediaExecute), an `/OpenAction` that is not a plain "go to
 * page", attached files (`/EmbeddedFile(s)`, a file specification's `/EF`), rich media and XFA forms. A bank
 * or CCP receipt needs none of them.
 */
const SCRIPT_KEYS = ['JS', 'JavaScript', 'EmbeddedFile', 'EmbeddedFiles', 'EF', 'RichMedia', 'RichMediaContent', 'XFA'].map((n) => PDFName.of(n));
const ACTIVE_ACTIONS = ['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'RichMediaExecute', 'Rendition', 'Sound', 'Movie'].map((n) => PDFName.of(n));
const S = PDFName.of('S');
const TYPE = PDFName.of('Type');
const OPEN_ACTION = PDFName.of('OpenAction');
const GOTO = PDFName.of('GoTo');
const EMBEDDED_FILE = PDFName.of('EmbeddedFile');

/** The same names written in the file's own bytes, `#xx` escapes decoded: what the parser may have skipped. */
const RAW_ACTIVE = /\/(?:JS|JavaScript|Launch|EmbeddedFiles?|RichMedia|XFA|ImportData|SubmitForm)(?![A-Za-z0-9])/;
const decodedNames = (bytes: Buffer) => bytes.toString('latin1').replace(/#([0-9A-Fa-f]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function found(object: PDFObject | undefined, depth = 0): string | null {
  if (!object || depth > 64) return null;
  const dict = object instanceof PDFStream ? object.dict : object;
  if (dict instanceof PDFArray) {
    for (const item of dict.asArray()) {
      const inner = found(item, depth + 1);
      if (inner) return inner;
    }
    return null;
  }
  if (!(dict instanceof PDFDict)) return null;
  for (const [key, value] of dict.entries()) {
    if (SCRIPT_KEYS.includes(key)) return key.decodeText();
    if (key === S && value instanceof PDFName && ACTIVE_ACTIONS.includes(value)) return value.decodeText();
    if (key === TYPE && value === EMBEDDED_FILE) return 'EmbeddedFile';
    if (key === OPEN_ACTION) {
      // A destination (an array) or a GoTo action opens the document at a page; anything else acts.
      const action = value instanceof PDFRef ? dict.context.lookup(value) : value;
      if (action instanceof PDFDict && action.get(S) !== GOTO) return 'OpenAction';
    }
    if (!(value instanceof PDFRef)) {
      const inner = found(value, depth + 1);
      if (inner) return inner;
    }
  }
  return null;
}

/**
 * The first active part of the PDF `bytes` (its name, for the logs), or null for a PDF that only shows pages.
 * Every object is looked at, those in compressed object streams too, and the raw bytes besides; a PDF the parser
 * cannot read counts as active (nobody can say what it holds).
 */
export async function activeContentOf(bytes: Buffer): Promise<string | null> {
  const raw = RAW_ACTIVE.exec(decodedNames(bytes));
  if (raw) return raw[0].slice(1);
  let doc: PDFDocument;
  try {
    doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    return 'unreadable';
  }
  // The catalogue, its names trees and every page are indirect objects: all are enumerated here.
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    const inner = found(object);
    if (inner) return inner;
  }
  return null;
}
