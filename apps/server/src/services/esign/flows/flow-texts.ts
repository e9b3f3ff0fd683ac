import type { Db } from '../../../db/connect';
import { notify } from '../../notifications/notify';

export { sendEsignTexts as sendTexts, type Text } from '../esign-texts';

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
