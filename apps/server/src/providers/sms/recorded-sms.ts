import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { maskPhone } from '../../services/privacy/mask';
import { SmsSendError, type SmsProvider } from './sms-provider';
import { failureOf } from './sms-refusals';

/**
 * Every provider is used through this (decision 891): one sms_deliveries row per message with its outcome, and one
 * log line with the phone masked (138****0001), the template and the carrier's code, never the parameters. An error
 * that is not already an SmsSendError (a bug in an adapter, the SDK failing to load) counts as a failure: nothing
 * went out that we know of. A failure to write the row is logged and does not change the outcome.
 */
export function recordedSmsProvider(inner: SmsProvider, db: Db, log: FastifyBaseLogger): SmsProvider {
  const record = async (row: { template: string; purpose: string; phone: string; outcome: 'sent' | 'refused' | 'failed'; code: string | null; reason: string | null; ref: string | null }) => {
    await db
      .insertInto('sms_deliveries')
      .values({ provider: inner.name, template: row.template, purpose: row.purpose.slice(0, 60), phone: row.phone.slice(0, 20), outcome: row.outcome, provider_code: row.code?.slice(0, 100) ?? null, reason: row.reason, provider_ref: row.ref?.slice(0, 100) ?? null, created_at: Date.now() })
      .execute()
      .catch((err: unknown) => log.error({ err: err instanceof Error ? err.message : String(err) }, 'sms: the outcome row could not be written'));
  };
  return {
    name: inner.name,
    isLocal: inner.isLocal,
    async send(m) {
      const base = { template: m.template, purpose: m.purpose, phone: m.phone };
      try {
        const sent = await inner.send(m);
        await record({ ...base, outcome: 'sent', code: null, reason: null, ref: sent.providerRef });
        if (!inner.isLocal) log.info({ sms: inner.name, phone: maskPhone(m.phone), purpose: m.purpose, template: m.template, ref: sent.providerRef }, 'sms: sent');
        return sent;
      } catch (err) {
        const e = err instanceof SmsSendError ? err : failureOf(err);
        await record({ ...base, outcome: e.outcome, code: e.code, reason: e.reason, ref: null });
        log.warn({ sms: inner.name, phone: maskPhone(m.phone), purpose: m.purpose, template: m.template, outcome: e.outcome, code: e.code, detail: e.detail.slice(0, 300) }, `sms: ${e.outcome}`);
        throw e;
      }
    },
  };
}
