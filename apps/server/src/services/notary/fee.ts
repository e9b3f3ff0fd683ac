import { POINTS_PER_YUAN } from '@evidence/shared/constants';
import type { TNotaryQuote } from '@evidence/shared/contracts';
import type { Config } from '../../config';

/** The office's fee for an order of `records` records, in hundredths of a point (NOTARY_FEE_*). */
export function notaryFeeCents(config: Pick<Config, 'notary'>, records: number): number {
  return config.notary.feeBaseCents + config.notary.feePerRecordCents * records;
}

/**
 * The fee shown before an order exists (GET /api/notary/quote): the same notaryFeeCents the order is
 * charged by, split into base and per record, in points and in yuan (decision 850).
 */
export function notaryQuote(config: Pick<Config, 'notary'>, records: number): TNotaryQuote {
  const cents = notaryFeeCents(config, records);
  return {
    records,
    basePoints: config.notary.feeBaseCents / 100,
    perRecordPoints: config.notary.feePerRecordCents / 100,
    points: cents / 100,
    yuan: cents / 100 / POINTS_PER_YUAN,
  };
}
