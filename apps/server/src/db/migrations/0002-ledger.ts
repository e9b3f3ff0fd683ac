import type { Kysely } from 'kysely';
import type { DialectName } from '../connect';
import { big, notNull, withId } from './helpers';

/**
 * The evidence ledger: leaves, the hashes of complete subtrees (never change once complete, so
 * proofs need no recomputation), signed checkpoints, the signing key's public half, and anchors.
 */
export function ledger(dialect: DialectName) {
  const B = big(dialect);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('ledger_leaves')
        .addColumn('leaf_index', B, (c) => c.primaryKey())
        .addColumn('leaf_hash', 'varchar(64)', notNull)
        .addColumn('entry', 'text', notNull)
        .addColumn('created_at', B, notNull)
        .execute();
      await db.schema.createIndex('ledger_leaves_hash').on('ledger_leaves').column('leaf_hash').execute();

      await db.schema
        .createTable('ledger_nodes')
        .addColumn('level', 'integer', notNull)
        .addColumn('node_index', B, notNull)
        .addColumn('hash', 'varchar(64)', notNull)
        .addPrimaryKeyConstraint('ledger_nodes_pk', ['level', 'node_index'])
        .execute();

      await withId(db.schema.createTable('ledger_checkpoints'), dialect)
        .addColumn('tree_size', B, (c) => c.notNull().unique())
        .addColumn('root_hash', 'varchar(64)', notNull)
        .addColumn('note', 'text', notNull)
        .addColumn('created_at', B, notNull)
        .execute();

      await db.schema
        .createTable('ledger_keys')
        .addColumn('verifier_key', 'varchar(200)', (c) => c.primaryKey())
        .addColumn('created_at', B, notNull)
        .execute();

      await withId(db.schema.createTable('ledger_anchors'), dialect)
        .addColumn('checkpoint_id', B, (c) => c.notNull().references('ledger_checkpoints.id'))
        .addColumn('type', 'varchar(10)', notNull)
        .addColumn('status', 'varchar(10)', notNull)
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', B, notNull)
        .addColumn('last_error', 'varchar(500)')
        .addColumn('receipt', 'text')
        .addColumn('created_at', B, notNull)
        .addColumn('updated_at', B, notNull)
        .execute();
      await db.schema.createIndex('ledger_anchors_due').on('ledger_anchors').columns(['status', 'next_attempt_at']).execute();
      await db.schema.createIndex('ledger_anchors_checkpoint').on('ledger_anchors').column('checkpoint_id').execute();
    },
  };
}
