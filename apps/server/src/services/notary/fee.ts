import type { Config } from '../../config';

/** The office's fee for an order of `records` records, in hundredths of a point (NOTARY_FEE_*). */
export function notaryFeeCents(config: Pick<Config, 'notary'>, records: number): number {
  return config.notary.feeBaseCents + config.notary.feePerRecordCents * records;
}
