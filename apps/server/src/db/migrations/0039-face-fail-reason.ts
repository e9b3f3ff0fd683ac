import type { Kysely } from 'kysely';

/**
 * The provider's reason for a failed face check (decision 901): Tencent FaceID's ErrMsg such as
 * 比对相似度未达到通过标准, shown by the poll instead of the bare 未通过. A short Chinese text from the
 * provider, never a name, number or image; null for every other outcome and for the local provider.
 */
export function faceFailReason() {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable('face_verifications').addColumn('fail_reason', 'varchar(200)').execute();
    },
  };
}
