import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect';
import type { SmsProvider } from './sms-provider';

/**
 * The local SMS provider sends nothing: each message becomes one structured log line
 * (fields `phone`, `text`) and a row in the outbox the operator console shows.
 * It is a development stand-in; the phone and text are logged on purpose (docs/decisions.md).
 */
export function localSmsProvider(db: Db, log: FastifyBaseLogger): SmsProvider {
  return {
    name: 'local',
    isLocal: true,
    async send({ phone, text, purpose }) {
      await db.insertInto('sms_outbox').values({ phone, text, purpose, provider: 'local', created_at: Date.now() }).execute();
      log.info({ sms: 'local', phone, text }, 'local SMS provider: message written to the outbox');
    },
  };
}
