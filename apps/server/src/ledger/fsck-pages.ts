import { hash as oneShotHash } from 'node:crypto';
import type { LeafProblem } from './fsck-leaves';
import { checkLeafRows } from './fsck-leaves';
import type { FsckReader } from './fsck-reader';

/**
 * fsck reads the leaves in pages of 2^12 starting at multiples of 2^12: a full page is one complete
 * subtree, so its nodes up to level 12 are computed and compared page by page, and only its root
 * joins the subtrees of earlier pages.
 */
export const PAGE_LEVEL = 12;
export const PAGE = 2 ** PAGE_LEVEL;

export interface LeafPage {
  from: number;
  /** leaves checked, from `from` on; fewer than the page holds when `problem` is set */
  count: number;
  /** their leaf hashes, recomputed from the entries, as hex */
  hashes: string[];
  problem: LeafProblem | null;
}

/** A page checked leaf by leaf with indexes (checkLeafRows): it finds and names the first problem. */
export async function slowPage(reader: FsckReader, from: number): Promise<LeafPage> {
  const result = checkLeafRows(await reader.leaves(from, from + PAGE), from);
  const hex = Buffer.from(result.hashes.buffer, result.hashes.byteOffset, result.hashes.byteLength).toString('hex');
  const hashes = Array.from({ length: result.count }, (_, i) => hex.slice(i * 64, i * 64 + 64));
  return { from, count: result.count, hashes, problem: result.problem };
}

export interface Subtree {
  level: number;
  index: number;
  hash: Buffer;
}

/**
 * The complete subtrees inside a page, as hex: [0] the leaf hashes, [l] the 2^l-leaf subtrees
 * (floor(count / 2^l) of them). The inputs 0x01 ‖ left ‖ right of a level are laid out in one buffer
 * and hashed from views into it, into hex strings: no new Buffer per hash on either side, which
 * costs about as much as the hashing.
 */
export function subtreesOfPage(leafHashes: string[]): string[][] {
  const levels = [leafHashes];
  for (let below = leafHashes; below.length >= 2;) {
    const count = below.length >> 1;
    const parts = new Array<string>(count * 3);
    for (let j = 0; j < count; j += 1) {
      parts[3 * j] = '01';
      parts[3 * j + 1] = below[2 * j]!;
      parts[3 * j + 2] = below[2 * j + 1]!;
    }
    const input = Buffer.from(parts.join(''), 'hex');
    const above = new Array<string>(count);
    for (let j = 0; j < count; j += 1) above[j] = oneShotHash('sha256', new Uint8Array(input.buffer, input.byteOffset + 65 * j, 65), 'hex');
    levels.push(above);
    below = above;
  }
  return levels;
}

/** A node of a page by its level and its index within the page at that level. */
export type PageNode = (level: number, index: number) => Buffer;

export const hexPageNode = (levels: string[][]): PageNode => (level, index) => Buffer.from(levels[level]![index]!, 'hex');

/** The compact range of the first `count` leaves of the page at `from` (a multiple of PAGE): its complete subtrees, biggest first. */
export function compactRange(node: PageNode, from: number, count: number): Subtree[] {
  const out: Subtree[] = [];
  let offset = 0;
  for (let level = PAGE_LEVEL; level >= 0; level -= 1) {
    if ((count & 2 ** level) === 0) continue;
    out.push({ level, index: (from + offset) / 2 ** level, hash: node(level, offset / 2 ** level) });
    offset += 2 ** level;
  }
  return out;
}
