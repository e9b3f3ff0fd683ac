import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import { maskPhone } from '../../services/privacy/mask';
import type { SmsProvider } from './sms-provider';
import { renderLocalText } from './sms-templates';

/**
 * The local SMS provider sends nothing: each message becomes a row in the outbox the operator console
 * shows (/admin/sms; tests and the demo read codes there), its text rendered from the template as a phone
 * would read it (decision 889), and one log line saying it was queued: the outbox row's id, the masked phone,
 * the purpose and the template, never the text. A text holds one-time secrets (a code, a signing link valid
 * for days) and the log is read by more people than the console (decision 795, replacing 9's logged text).
 */
export function localSmsProvider(db: Db, log: FastifyBaseLogger, signName: string): SmsProvider {
  return {
    name: 'local',
    isLocal: true,
    async send(m) {
      const text = renderLocalText(signName, m);
      const row = await db.insertInto('sms_outbox').values({ phone: m.phone, text, purpose: m.purpose, provider: 'local', created_at: Date.now() }).returning('id').executeTakeFirstOrThrow();
      log.info({ sms: 'local', outboxId: Number(row.id), phone: maskPhone(m.phone), purpose: m.purpose, template: m.template }, 'local SMS provider: message written to the outbox');
      return { providerRef: null };
    },
  };
}
