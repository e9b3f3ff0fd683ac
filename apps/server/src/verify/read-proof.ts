import fs from 'node:fs';
import { LedgerError, parseProofBundle, type ProofBundle } from '@evidence/ledger';
import { UsageError } from './usage';

/** proof.json is a few kilobytes; anything far larger is not one (and is not read into memory). */
export const MAX_PROOF_BYTES = 4 * 1024 * 1024;

/** Parses proof.json text strictly; a malformed one is wrong use, with parseProofBundle's bilingual reason. */
export function parseProof(text: string, where: string): ProofBundle {
  let json: unknown;
  try {
    json = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new UsageError(`证明文件 ${where} 不是 JSON`, `the proof file ${where} is not JSON`);
  }
  try {
    return parseProofBundle(json);
  } catch (err) {
    if (err instanceof LedgerError) throw new UsageError(`${where}：${err.zh}`, `${where}: ${err.en}`);
    throw err;
  }
}

export function readProofFile(file: string): ProofBundle {
  let text: string;
  try {
    if (fs.statSync(file).size > MAX_PROOF_BYTES) {
      throw new UsageError(`证明文件 ${file} 过大，不是 proof.json`, `the proof file ${file} is too large to be a proof.json`);
    }
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (err instanceof UsageError) throw err;
    const reason = (err as NodeJS.ErrnoException).code ?? (err as Error).message;
    throw new UsageError(`无法读取证明文件 ${file}（${reason}）`, `cannot read the proof file ${file} (${reason})`);
  }
  return parseProof(text, file);
}
