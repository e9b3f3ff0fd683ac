import type { AppContext } from '../../../context';
import type { Db } from '../../../db/connect';
import { notify } from '../../notifications/notify';

export interface Text {
  phone: string;
  text: string;
}

/** Texts sent after the commit that decided them; a failed send is logged (the flow's state stands). */
export async function sendTexts(ctx: Pick<AppContext, 'sms' | 'log'>, texts: Text[], purpose: string): Promise<void> {
  for (const t of texts) {
    await ctx.sms.send({ phone: t.phone, text: t.text, purpose }).catch((err: unknown) => ctx.log.warn({ purpose, err: err instanceof Error ? err.message : String(err) }, 'esign: a text could not be sent'));
  }
}

/**
 * Tells the flow's owner and every signer who has an account on the platform (found by phone) through
 * notify(), inside the transaction of what happened.
 */
export async function notifyParties(trx: Db, ownerUserId: number, ownerText: string, signerPhones: string[], signerText: string, at: number): Promise<void> {
  await notify(trx, ownerUserId, ownerText, at);
  if (signerPhones.length === 0) return;
  const users = await trx.selectFrom('users').select(['id']).where('phone', 'in', signerPhones).where('id', '!=', ownerUserId).execute();
  for (const u of users) await notify(trx, Number(u.id), signerText, at);
}
