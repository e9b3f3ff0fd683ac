import { ESIGN_MSG } from '@evidence/shared/constants';
import type { AppContext } from '../../context';
import type { Db } from '../../db/connect';
import { refuse } from '../../errors';
import { EsignEvent } from './flow-events';
import type { SmsTemplateKey } from '../../providers/sms/sms-templates';

/** One e-signing text: its carrier template and parameters (decision 889), the phone it goes to. */
export interface Text {
  phone: string;
  template: SmsTemplateKey;
  params: Record<string, string>;
}

/** Signing links a phone may be sent in 24 hours, from every sender together (review finding 6). */
export const LINK_TEXTS_PER_PHONE_PER_DAY = 20;

/**
 * Every e-signing text goes out through here, after the commit that decided it, as a template the carrier signs
 * with the platform's signature (the outbox signs it 【站点名】 alike), so the receiver knows who writes. A failed
 * send is logged (and its outcome recorded by the provider); the flow's state stands.
 */
export async function sendEsignTexts(ctx: Pick<AppContext, 'sms' | 'log' | 'config'>, texts: Text[], purpose: string): Promise<void> {
  for (const t of texts) {
    await ctx.sms
      .send({ phone: t.phone, template: t.template, params: t.params, purpose })
      .catch((err: unknown) => ctx.log.warn({ purpose, err: err instanceof Error ? err.message : String(err) }, 'esign: a text could not be sent'));
  }
}

interface OwnerNames {
  account_type: number | string;
  company: string | null;
  contact_name: string | null;
}

/** The name texts and pages give a flow's owner: the company, else the person, else 发起方. */
export const ownerDisplayName = (u: OwnerNames | undefined) => (Number(u?.account_type) === 2 ? u?.company : u?.contact_name)?.trim() || u?.contact_name?.trim() || '发起方';

/** The owner's display name, read. */
export async function senderNameOf(db: Db, ownerUserId: number): Promise<string> {
  return ownerDisplayName(await db.selectFrom('users').select(['account_type', 'company', 'contact_name']).where('id', '=', ownerUserId).executeTakeFirst());
}

/**
 * Refuses, inside the transaction about to make them, links that would bring a phone past
 * LINK_TEXTS_PER_PHONE_PER_DAY texted links (sends, resends and reminders of every flow): a platform-signed
 * text is not free to send to any number any number of times.
 */
export async function assertLinkTextsLeft(trx: Db, phones: string[], now = Date.now()): Promise<void> {
  for (const phone of new Set(phones)) {
    const row = await trx
      .selectFrom('esign_events')
      .innerJoin('esign_signers', 'esign_signers.id', 'esign_events.signer_id')
      .select((eb) => eb.fn.countAll<string | number>().as('n'))
      .where('esign_signers.phone', '=', phone)
      .where('esign_events.kind', 'in', [EsignEvent.linkSent, EsignEvent.reminded])
      .where('esign_events.at', '>', now - 86_400_000)
      .executeTakeFirstOrThrow();
    if (Number(row.n) >= LINK_TEXTS_PER_PHONE_PER_DAY) throw refuse(ESIGN_MSG.phoneTextsExhausted);
  }
}
