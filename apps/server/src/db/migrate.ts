import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DbHandle } from './connect';
import { accounts } from './migrations/0001-accounts';
import { ledger } from './migrations/0002-ledger';
import { evidence } from './migrations/0003-evidence';
import { ingest } from './migrations/0004-ingest';
import { evidenceList } from './migrations/0005-evidence-list';
import { evidenceShare } from './migrations/0006-evidence-share';
import { downloadSelections } from './migrations/0008-download-selections';
import { evidenceSearch } from './migrations/0009-evidence-search';
import { numberGrams } from './migrations/0010-number-grams';
import { verification } from './migrations/0011-verification';
import { faceVerification } from './migrations/0012-face-verification';
import { ordersPoints } from './migrations/0013-orders-points';
import { members } from './migrations/0015-members';
import { invoices } from './migrations/0016-invoices';
import { seals } from './migrations/0017-seals';
import { extractRecordGuards } from './migrations/0019-extract-record-guards';
import { loginFailures } from './migrations/0020-login-failures';
import { notary } from './migrations/0022-notary';
import { signIntents } from './migrations/0023-sign-intents';
import { jobs } from './migrations/0021-jobs';
import { notaryOffice } from './migrations/0024-notary-office';
import { esign } from './migrations/0025-esign';
import { captures } from './migrations/0026-captures';
import { deviceEvidence } from './migrations/0027-device-evidence';
import { intentDocuments } from './migrations/0028-intent-documents';
import { evidenceSources } from './migrations/0029-evidence-sources';
import { evidenceReferenceIndexes } from './migrations/0030-evidence-reference-indexes';
import { smsPurposeLength } from './migrations/0031-sms-purpose-length';
import { esignUsedLinks } from './migrations/0032-esign-used-links';
import { notificationLinks } from './migrations/0033-notification-links';
import { evidenceShares } from './migrations/0034-evidence-shares';
import { esignAutoSeal } from './migrations/0035-esign-auto-seal';
import { shareLinks } from './migrations/0036-share-links';
import { esignReplacedLinks } from './migrations/0037-esign-replaced-links';
import { smsDeliveries } from './migrations/0038-sms-deliveries';
import { faceFailReason } from './migrations/0039-face-fail-reason';
import { refunds } from './migrations/0040-refunds';
import { orderPayExpiry } from './migrations/0041-order-pay-expiry';
import { payAttempts } from './migrations/0042-pay-attempts';

/** Migrations are code (bundled with the server), applied in name order at every start. */
function migrationsFor(dialect: DbHandle['dialect']): Record<string, Migration> {
  return {
    '0001-accounts': accounts(dialect),
    '0002-ledger': ledger(dialect),
    '0003-evidence': evidence(dialect),
    '0004-ingest': ingest(dialect),
    '0005-evidence-list': evidenceList(dialect),
    '0006-evidence-share': evidenceShare(dialect),
    '0008-download-selections': downloadSelections(dialect),
    '0009-evidence-search': evidenceSearch(dialect),
    '0010-number-grams': numberGrams(dialect),
    '0011-verification': verification(dialect),
    '0012-face-verification': faceVerification(dialect),
    '0013-orders-points': ordersPoints(dialect),
    '0015-members': members(dialect),
    '0016-invoices': invoices(dialect),
    '0017-seals': seals(dialect),
    '0019-extract-record-guards': extractRecordGuards(dialect),
    '0020-login-failures': loginFailures(dialect),
    '0022-notary': notary(dialect),
    '0023-sign-intents': signIntents(dialect),
    '0021-jobs': jobs(dialect),
    '0024-notary-office': notaryOffice(dialect),
    '0025-esign': esign(dialect),
    '0026-captures': captures(dialect),
    '0027-device-evidence': deviceEvidence(dialect),
    '0028-intent-documents': intentDocuments(),
    '0029-evidence-sources': evidenceSources(dialect),
    '0030-evidence-reference-indexes': evidenceReferenceIndexes(),
    '0031-sms-purpose-length': smsPurposeLength(dialect),
    '0032-esign-used-links': esignUsedLinks(),
    '0033-notification-links': notificationLinks(),
    '0034-evidence-shares': evidenceShares(dialect),
    '0035-esign-auto-seal': esignAutoSeal(dialect),
    '0036-share-links': shareLinks(dialect),
    '0037-esign-replaced-links': esignReplacedLinks(dialect),
    '0038-sms-deliveries': smsDeliveries(dialect),
    '0039-face-fail-reason': faceFailReason(),
    '0040-refunds': refunds(dialect),
    '0041-order-pay-expiry': orderPayExpiry(dialect),
    '0042-pay-attempts': payAttempts(),
  };
}

export async function migrateToLatest(handle: DbHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(handle.dialect) };
  // In PostgreSQL the migration tables live in the schema the app uses: without this, Kysely finds
  // another schema's tables on the search path and skips creating its own.
  const schema =
    handle.dialect === 'postgres'
      ? (await sql<{ s: string }>`select current_schema() as s`.execute(handle.db)).rows[0]?.s
      : undefined;
  const migrator = new Migrator({ db: handle.db, provider, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration failed${failed ? ` at ${failed.migrationName}` : ''}: ${String(error)}`);
  }
}
