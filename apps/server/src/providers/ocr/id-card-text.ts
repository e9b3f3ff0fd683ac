import { isChineseName, isNationalId, nationalIdBirthDate, nationalIdSex, normaliseChineseName } from '@evidence/shared/validators';
import { Gender } from '@evidence/shared/validators';

/**
 * Reads name, ID number and address out of the text an OCR engine gave for the front of a
 * resident ID card. Input: rows top to bottom, as the engine or id-card-layout.ts gives them;
 * a tab separates text far apart on one row (the photo beside the text), LOW_CONFIDENCE before a
 * word says the engine was unsure of it. Nothing is guessed: a field whose text does not pass its
 * validator, or is unsure, fails the whole reading.
 */
export const LOW_CONFIDENCE = '\uFFFD';

export interface IdCardFields {
  name: string;
  idNumber: string;
  address: string;
}

/** Which field failed (for tests and logs; the user only ever sees "fill it in by hand"). */
export type IdCardField = 'name' | 'idNumber' | 'address';
export type IdCardParse = { ok: true; fields: IdCardFields } | { ok: false; field: IdCardField };

const HAN = /\p{Script=Han}/u;
/** Quotes and marks OCR puts where the card has none (around labels, at the ends of rows). */
const MARKS = Array.from('"\'`“”‘’„‚«»「」『』《》|_~^:：;；,，.。、*•・·‧∙°\\/')
  .map((c) => c.replace(/[\\^\-\][/|]/u, '\\$&'))
  .join('');
/** The marks and a hyphen: what OCR makes of a name's middle dot. */
const NOISE = new RegExp(`[${MARKS}-]`, 'gu');
const IS_NOISE = new RegExp(`^[${MARKS}-]$`, 'u');
const MARKS_AT_ENDS = new RegExp(`^[${MARKS}]+|[${MARKS}]+$`, 'gu');
/** What a resident's address on the card is made of (Han, digits, letters, -, parentheses, #, ·). */
const ADDRESS_CHARS = /^[\p{Script=Han}0-9A-Za-z\-－—()（）#·]+$/u;
/** Every address on a card starts with its province-level and county-level units. */
const ADDRESS_UNIT = /[省市区县州旗盟]/u;
const ADDRESS_MIN = 6;
const ADDRESS_MAX = 100;
/** A label of two characters where OCR may have misread one (姓名 read as 灶名, 住址 as 住扯). */
const NAME_LABEL = /^(?:姓名|姓.|.名)/u;
const ADDRESS_LABEL = /^(?:住址|住.|.址)/u;
/** The row of the number's label (公民身份号码), also when its last characters were misread. */
const NUMBER_LABEL = /公民|身份|号码/u;
const ID_RUN = /[0-9Xx]{18,}/g;

function normaliseRow(row: string): string {
  // NFKC folds full-width digits and letters; spaces carry no meaning in Chinese text.
  return row.normalize('NFKC').replace(/[^\S\t]+/g, '').replace(/\t+/g, '\t');
}

const plain = (row: string) => row.replaceAll(LOW_CONFIDENCE, '').replaceAll('\t', '');

/**
 * The text after a label on its row: the rest of the label's column, or the next column when
 * the label stands alone; further columns (the photo, the card's edge) are left out.
 */
function valueAfterLabel(row: string, label: RegExp): string | undefined {
  const columns = row.split('\t');
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i] ?? '';
    const bare = column.replaceAll(LOW_CONFIDENCE, '').replace(NOISE, '');
    const match = label.exec(bare);
    if (!match) continue;
    const rest = stripLabel(column, match[0].length);
    return rest.replace(NOISE, '') !== '' ? rest : (columns[i + 1] ?? '');
  }
  return undefined;
}

/** Removes the first `count` label characters (ignoring markers and noise before them). */
function stripLabel(column: string, count: number): string {
  let seen = 0;
  let i = 0;
  const chars = Array.from(column);
  while (i < chars.length && seen < count) {
    const c = chars[i] ?? '';
    if (c !== LOW_CONFIDENCE && !IS_NOISE.test(c)) seen++;
    i++;
  }
  return chars.slice(i).join('');
}

function readIdNumber(rows: string[]): string | undefined {
  const found = new Set<string>();
  for (const row of rows) {
    for (const run of plain(row).matchAll(ID_RUN)) {
      const digits = run[0].toUpperCase();
      // A run longer than 18 has a stray character at one end: each window is tried, and the
      // check character decides (a wrong window passes it about 1 time in 11, and then two
      // different numbers are found and nothing is returned).
      for (let start = 0; start + 18 <= digits.length; start++) {
        const id = digits.slice(start, start + 18);
        if (/^\d{17}[\dX]$/.test(id) && isNationalId(id)) found.add(id);
      }
    }
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** The birth date and sex printed on the card, when they were read, must agree with the number. */
function agreesWithCard(rows: string[], id: string): boolean {
  for (const row of rows.map(plain)) {
    const birth = /(\d{4})年(\d{1,2})月(\d{1,2})日/u.exec(row);
    if (birth) {
      const printed = `${birth[1]}-${birth[2]?.padStart(2, '0')}-${birth[3]?.padStart(2, '0')}`;
      if (printed !== nationalIdBirthDate(id)) return false;
    }
    const sex = /性别(男|女)/u.exec(row.replace(NOISE, ''));
    if (sex) {
      const expected = nationalIdSex(id) === Gender.male ? '男' : '女';
      if (sex[1] !== expected) return false;
    }
  }
  return true;
}

function readName(rows: string[]): string | undefined {
  for (const row of rows) {
    const value = valueAfterLabel(row, NAME_LABEL);
    if (value === undefined) continue;
    // Edges: quotes and marks OCR adds. Inside: the only mark a name has is the middle dot
    // (阿依古丽·买买提), which OCR reads as 。，" . and seldom with confidence.
    const name = value
      .replace(new RegExp(`^[^\\p{Script=Han}${LOW_CONFIDENCE}]+|[^\\p{Script=Han}]+$`, 'gu'), '')
      .replace(new RegExp(`(?<=\\p{Script=Han})${LOW_CONFIDENCE}?(?:${NOISE.source})+(?=\\p{Script=Han}|${LOW_CONFIDENCE})`, 'gu'), '·');
    if (name.includes(LOW_CONFIDENCE) || !isChineseName(name)) return undefined;
    return normaliseChineseName(name);
  }
  return undefined;
}

function readAddress(rows: string[]): string | undefined {
  const start = rows.findIndex((row) => valueAfterLabel(row, ADDRESS_LABEL) !== undefined);
  if (start < 0) return undefined;
  const parts = [valueAfterLabel(rows[start] ?? '', ADDRESS_LABEL) ?? ''];
  for (const row of rows.slice(start + 1)) {
    if (NUMBER_LABEL.test(plain(row)) || /[0-9Xx]{15,}/.test(plain(row))) break;
    // the address column only: a later column is the photo or the card's edge
    parts.push(row.split('\t')[0] ?? '');
  }
  // Each row may carry marks at its ends; inside a row they make the reading unsure.
  const address = parts.map((part) => part.replace(MARKS_AT_ENDS, '')).join('').replace(/^[^\p{Script=Han}]+/u, '');
  if (address.includes(LOW_CONFIDENCE) || !ADDRESS_CHARS.test(address)) return undefined;
  const length = Array.from(address).length;
  if (length < ADDRESS_MIN || length > ADDRESS_MAX || !ADDRESS_UNIT.test(address) || !balanced(address)) return undefined;
  return address.replaceAll('（', '(').replaceAll('）', ')').replaceAll('－', '-');
}

function balanced(address: string): boolean {
  let depth = 0;
  for (const c of address) {
    if (c === '(' || c === '（') depth++;
    if (c === ')' || c === '）') depth--;
    if (depth < 0) return false;
  }
  return depth === 0;
}

export function parseIdCardText(text: string | readonly string[]): IdCardParse {
  const rows = (typeof text === 'string' ? text.split(/\r?\n/) : [...text]).map(normaliseRow).filter((r) => r !== '');
  const idNumber = readIdNumber(rows);
  if (!idNumber || !agreesWithCard(rows, idNumber)) return { ok: false, field: 'idNumber' };
  const name = readName(rows);
  if (!name) return { ok: false, field: 'name' };
  const address = readAddress(rows);
  if (!address) return { ok: false, field: 'address' };
  if (!HAN.test(address)) return { ok: false, field: 'address' };
  return { ok: true, fields: { name, idNumber, address } };
}
