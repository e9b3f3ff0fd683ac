import type { Db } from '../../db/connect';

/**
 * Removes SMS records past SMS_RECORD_RETENTION_DAYS: the outcome rows of the SMS provider (sms_deliveries) and
 * the local provider's outbox. They answer "did my code go out" and show a carrier's refusals to the operator; past
 * that use they are only phone numbers kept without a reason. Codes and signing links live in their own tables
 * with their own expiry, so nothing a user can still use goes. Runs with the evidence purge.
 */
export async function purgeOldSmsRecords(db: Db, now: number, retentionDays: number): Promise<{ deliveries: number; outbox: number }> {
  const before = now - retentionDays * 86_400_000;
  const deliveries = await db.deleteFrom('sms_deliveries').where('created_at', '<', before).executeTakeFirst();
  const outbox = await db.deleteFrom('sms_outbox').where('created_at', '<', before).executeTakeFirst();
  return { deliveries: Number(deliveries.numDeletedRows), outbox: Number(outbox.numDeletedRows) };
}
