import type { Db } from '../../../db/connect';
import { isUniqueViolation } from '../../verification/submit-form';

/** The calendar year in China time (UTC+8), which numbers the office's certificates. */
export const chinaYear = (ms: number) => new Date(ms + 8 * 3600_000).getUTCFullYear();

/** `（2026）演示证字第12号`: the year in full-width brackets, the office's word, the number in its year. */
export const formatCertificateNo = (year: number, word: string, seq: number) => `（${year}）${word}证字第${seq}号`;

export interface CertificateNumber {
  no: string;
  year: number;
  seq: number;
}

/**
 * The order's certificate number, given once (decision 305): N is the next of the office's year — one
 * office per deployment — and the unique index on (certificate_year, certificate_seq) of migration 0022
 * makes two orders issued at the same moment take different numbers: the loser's insert fails, and it
 * reads the maximum again. An order that already has its number (an earlier attempt of its job) keeps it.
 * Each try is its own short transaction, so a PostgreSQL transaction aborted by the violation is not reused.
 */
export async function allocateCertificateNumber(db: Db, orderId: number, word: string, at: number): Promise<CertificateNumber> {
  const year = chinaYear(at);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    try {
      return await db.transaction().execute(async (trx) => {
        const own = await trx.selectFrom('notary_orders').select(['certificate_no', 'certificate_year', 'certificate_seq']).where('id', '=', orderId).executeTakeFirstOrThrow();
        if (own.certificate_no !== null) return { no: own.certificate_no, year: Number(own.certificate_year), seq: Number(own.certificate_seq) };
        const max = await trx.selectFrom('notary_orders').select((eb) => eb.fn.max('certificate_seq').as('m')).where('certificate_year', '=', year).executeTakeFirst();
        const seq = Number(max?.m ?? 0) + 1;
        const no = formatCertificateNo(year, word, seq);
        const set = await trx.updateTable('notary_orders').set({ certificate_year: year, certificate_seq: seq, certificate_no: no }).where('id', '=', orderId).where('certificate_no', 'is', null).executeTakeFirst();
        if (Number(set.numUpdatedRows) === 1) return { no, year, seq };
        // another run of the same order's job numbered it meanwhile: that number stands
        const now = await trx.selectFrom('notary_orders').select(['certificate_no', 'certificate_year', 'certificate_seq']).where('id', '=', orderId).executeTakeFirstOrThrow();
        return { no: String(now.certificate_no), year: Number(now.certificate_year), seq: Number(now.certificate_seq) };
      });
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error(`notary order ${orderId}: no certificate number after 20 tries`);
}
