import type { Db } from '../../db/connect';
import type { CodeCipher } from './code-cipher';

export type StoredCode =
  | { state: 'none' }
  /** sealed with another key, or tampered with: nobody can extract until the owner sets a new one */
  | { state: 'unreadable' }
  | { state: 'set'; code: string; setAt: number | null };

/**
 * The extraction code of an account (an individual, or a company: its members share it). A code
 * left in the old plain column (none is written since the codes are sealed) is sealed on first read.
 */
export async function readExtractCode(db: Db, cipher: CodeCipher, userId: number): Promise<StoredCode> {
  const row = await db.selectFrom('users').select(['extract_code', 'extract_code_enc', 'extract_code_set_at']).where('id', '=', userId).executeTakeFirst();
  if (!row) return { state: 'none' };
  if (row.extract_code_enc === null && row.extract_code) {
    const code = row.extract_code;
    await writeExtractCode(db, cipher, userId, code, row.extract_code_set_at ?? Date.now());
    return { state: 'set', code, setAt: row.extract_code_set_at };
  }
  if (row.extract_code_enc === null) return { state: 'none' };
  const code = cipher.open(userId, row.extract_code_enc);
  if (code === null || code === '') return { state: 'unreadable' };
  return { state: 'set', code, setAt: row.extract_code_set_at === null ? null : Number(row.extract_code_set_at) };
}

export async function writeExtractCode(db: Db, cipher: CodeCipher, userId: number, code: string, at = Date.now()): Promise<void> {
  await db
    .updateTable('users')
    .set({ extract_code_enc: cipher.seal(userId, code), extract_code: null, extract_code_set_at: at, updated_at: at })
    .where('id', '=', userId)
    .execute();
}
