import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { writeAudit } from '../audit/write-audit';

/** At most one audit row per action and target, and one text message per action, in this long. */
const ALERT_EVERY_MS = 3_600_000;

export interface OperatorAlertDeps {
  db: Db;
  sms: SmsProvider;
  siteName: string;
  log: FastifyBaseLogger;
}

export interface OperatorAlert {
  /** the audit row: its action names the alert, its target (when any) what it is about */
  action: string;
  targetType: string;
  targetId?: number;
  detail: Record<string, unknown>;
  /** the text message's parameters (template operator_alert, decision 889): a label of at most 12 characters and
   * the record's number; never secrets. The audit row's detail says the rest. */
  sms: { what: string; ref: string };
}

/**
 * Tells the operators about damage to the ledger or to what it vouches for (decisions 158, 220).
 * Operators have no 消息通知 (an operator is not an account), so: an audit row, once an hour per
 * action and target, and a text message to every enabled operator through the SMS provider
 * (purpose `ledger-alert`; the local provider keeps it in the console's 短信发件箱), once an hour
 * per action for the whole deployment, however many processes or records are concerned. The
 * caller writes its own error log line (every time: the log is not rate-limited). Never throws: a
 * failure to tell is logged and changes nothing else.
 */
export async function alertOperators(deps: OperatorAlertDeps, alert: OperatorAlert, now = Date.now()): Promise<{ audited: boolean; notified: number }> {
  try {
    const { audited, phones } = await deps.db.transaction().execute(async (trx) => {
      const recent = (ofTarget: boolean) => {
        let q = trx.selectFrom('audit_log').select('id').where('action', '=', alert.action).where('at', '>', now - ALERT_EVERY_MS);
        if (ofTarget && alert.targetId !== undefined) q = q.where('target_id', '=', String(alert.targetId));
        return q.limit(1).executeTakeFirst();
      };
      const anyRecent = await recent(false);
      if (alert.targetId === undefined ? anyRecent : await recent(true)) return { audited: false, phones: [] };
      await writeAudit(trx, { actorType: 'system', actorId: null, action: alert.action, targetType: alert.targetType, ...(alert.targetId === undefined ? {} : { targetId: alert.targetId }), detail: alert.detail });
      if (anyRecent) return { audited: true, phones: [] };
      return { audited: true, phones: (await trx.selectFrom('operators').select('phone').where('disabled', '=', 0).orderBy('id').execute()).map((o) => o.phone) };
    });
    for (const phone of phones) await deps.sms.send({ phone, template: 'operator_alert', params: alert.sms, purpose: 'ledger-alert' });
    return { audited, notified: phones.length };
  } catch (err) {
    deps.log.error({ err, alert: alert.action }, 'LEDGER: the operators could not be told');
    return { audited: false, notified: 0 };
  }
}
