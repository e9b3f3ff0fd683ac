import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { maskPhone } from '../../services/privacy/mask';
import type { SmsProvider } from './sms-provider';

/**
 * The local SMS provider sends nothing: each message becomes a row in the outbox the operator console
 * shows (/admin/sms; tests and the demo read codes there) and one log line saying it was queued: the
 * outbox row's id, the masked phone and the purpose, never the text. A text holds one-time secrets
 * (a code, a signing link valid for days) and the log is read by more people than the console
 * (decision 795, replacing 9's logged text).
 */
export function localSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'local',
    isLocal: true,
    async send({ phone, text, purpose }) {
      const row = await db.insertInto('sms_outbox').values({ phone, text, purpose, provider: 'local', created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
      log.info({ sms: 'local', outboxId: Number(row.id), phone: maskPhone(phone), purpose }, 'local SMS provider: message written to the outbox');
    },
  };
}
