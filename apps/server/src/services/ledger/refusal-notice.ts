import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { LedgerProblem } from '../../ledger/sequencer';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { writeAudit } from '../audit/write-audit';

/** One audit row and one text message per hour for the whole deployment, however many processes refuse. */
const NOTICE_EVERY_MS = 3_600_000;
/** sms_outbox.text holds 500 characters (migration 0001). */
const SMS_MAX_CHARS = 500;

export const LEDGER_REFUSED_AUDIT = 'ledger.refused';

/**
 * Tells that the ledger's sequencer refuses to append (decision 158). Every refusing process writes
 * an error log line. Once an hour for the deployment, an audit row `ledger.refused` with the
 * problem, and a text message to every enabled operator through the SMS provider (the local
 * provider keeps it in the outbox the operator console shows, 短信发件箱). Operators have no
 * 消息通知 of their own: notify() writes notices of accounts (`users.id`), and an operator is not
 * an account, so no notice is written to any user (an upload refused meanwhile says so to its user).
 * Never throws: a failure to notify is logged and leaves the refusal as it is.
 */
export async function reportLedgerRefusal(
  deps: { db: Db; sms: SmsProvider; siteName: string; log: FastifyBaseLogger },
  problem: LedgerProblem,
  now = Date.now(),
): Promise<{ notified: number }> {
  deps.log.error({ ledgerRefusal: problem }, `LEDGER REFUSES TO APPEND (uploads are refused until an operator repairs it and restarts the server; run npm run ledger:fsck): ${problem.en}`);
  try {
    const phones = await deps.db.transaction().execute(async (trx) => {
      const recent = await trx.selectFrom('audit_log').select('id').where('action', '=', LEDGER_REFUSED_AUDIT).where('at', '>', now - NOTICE_EVERY_MS).limit(1).executeTakeFirst();
      if (recent) return [];
      await writeAudit(trx, { actorType: 'system', actorId: null, action: LEDGER_REFUSED_AUDIT, targetType: 'ledger', detail: { zh: problem.zh, en: problem.en } });
      return (await trx.selectFrom('operators').select('phone').where('disabled', '=', 0).orderBy('id').execute()).map((o) => o.phone);
    });
    const text = `【${deps.siteName}】存证账本完整性检查未通过，已暂停新的存证：${problem.zh}。请运行 npm run ledger:fsck 并查看服务器日志。`;
    for (const phone of phones) await deps.sms.send({ phone, text: [...text].slice(0, SMS_MAX_CHARS).join(''), purpose: 'ledger-alert' });
    return { notified: phones.length };
  } catch (err) {
    deps.log.error({ err }, 'LEDGER: the operators could not be told that the ledger refuses to append');
    return { notified: 0 };
  }
}
