/**
 * How a list keyword is looked up (docs/decisions.md 69 and 71). A keyword matches, case-insensitively,
 * as a plain substring of a record's title, file name or evidence number. The database keeps, per live
 * record, the distinct 2-character grams of lower(title) and lower(file name), their single
 * characters outside ASCII, and every run of 3 ASCII digits of those two and of the evidence number
 * (migrations/evidence-search-sql.ts); here the keyword is turned into the grams that any matching
 * record must have. Characters are code points, as in the database.
 */

/** What the records are compared with: the keyword lowered as the LIKE pattern always was. */
export function searchNeedle(keyword: string): string {
  return keyword.toLowerCase();
}

/** An evidence number: 18 digits (evidence-number.ts). */
const EVIDENCE_NO_LENGTH = 18;

export type KeywordLookup =
  /** one stored gram is exactly the keyword: its posting list is the answer, no check needed */
  | { kind: 'gram'; gram: string }
  /** every match has all these grams; the rarest gives candidates, checked against the text */
  | { kind: 'grams'; grams: string[]; evidenceNo: string | null }
  /** no gram narrows it down: read the caller's search text */
  | { kind: 'scan' };

export function keywordLookup(needle: string): KeywordLookup {
  const chars = [...needle];
  if (/^[0-9]+$/.test(needle)) {
    // digits may be part of an evidence number, whose only grams are its 3-digit runs: 1 or 2
    // digits are read from the text; 3 are a gram; more have all their 3-digit runs, and a whole
    // number is found by its unique index as well
    if (chars.length < DIGIT_GRAM) return { kind: 'scan' };
    if (chars.length === DIGIT_GRAM) return { kind: 'gram', gram: needle };
    return { kind: 'grams', grams: digitGrams(chars), evidenceNo: chars.length === EVIDENCE_NO_LENGTH ? needle : null };
  }
  if (chars.length === 1) return chars[0]!.codePointAt(0)! > 0x7f ? { kind: 'gram', gram: needle } : { kind: 'scan' };
  if (chars.length === 2) return { kind: 'gram', gram: needle };
  // digits inside a longer keyword (合同2026…) are often its rarest part: their runs come first
  return { kind: 'grams', grams: [...new Set([...digitGrams(chars), ...bigrams(chars)])], evidenceNo: null };
}

/** Digits stored as grams in runs of this many. */
const DIGIT_GRAM = 3;

/** The distinct overlapping pairs of characters, in order of first appearance. */
function bigrams(chars: string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < chars.length; i += 1) out.add(chars[i]! + chars[i + 1]!);
  return [...out];
}

/** The distinct runs of 3 ASCII digits, in order of first appearance. */
function digitGrams(chars: string[]): string[] {
  const out = new Set<string>();
  for (let i = 0; i + DIGIT_GRAM <= chars.length; i += 1) {
    const run = chars.slice(i, i + DIGIT_GRAM).join('');
    if (/^[0-9]+$/.test(run)) out.add(run);
  }
  return [...out];
}
