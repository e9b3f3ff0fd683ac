import type { Kysely, Transaction } from 'kysely';
import type { AuditLogTable, Database } from '../../db/schema';

export interface AuditEntry {
  actorType: AuditLogTable['actor_type'];
  actorId: number | null;
  action: string;
  targetType?: string;
  targetId?: string | number;
  ip?: string | null;
  /** never secrets, codes or ID numbers */
  detail?: Record<string, unknown>;
}

/** Written in the caller's transaction, so the audit row and the change stand or fall together. */
export async function writeAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      at: Date.now(),
      actor_type: entry.actorType,
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId === undefined ? null : String(entry.targetId),
      ip: entry.ip ?? null,
      detail: entry.detail ? JSON.stringify(entry.detail) : null,
    })
    .execute();
}
