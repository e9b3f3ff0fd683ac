import type { Db } from '../../../db/connect';
import { notify } from '../../notifications/notify';
import { ownerFlowLink, SIGNER_INBOX_LINK } from '../phone/finish-flow';

export { sendEsignTexts as sendTexts, type Text } from '../esign-texts';

/**
 * Tells the flow's owner and every signer who has an account on the platform (found by phone) through
 * notify(), inside the transaction of what happened.
 */
export async function notifyParties(trx: Db, ownerUserId: number, ownerText: string, signerPhones: string[], signerText: string, at: number, flowId: number): Promise<void> {
  // the owner's notice leads to the flow's page, a signer's to 我参与的 (decision 814)
  await notify(trx, ownerUserId, ownerText, at, ownerFlowLink(flowId));
  if (signerPhones.length === 0) return;
  const users = await trx.selectFrom('users').select(['id']).where('phone', 'in', signerPhones).where('id', '!=', ownerUserId).execute();
  for (const u of users) await notify(trx, Number(u.id), signerText, at, SIGNER_INBOX_LINK.all);
}
