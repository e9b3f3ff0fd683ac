import { pino } from 'pino';
import { VerifyStatus } from '@evidence/shared/constants';
import type { Config } from '../../config';
import type { VerificationContext } from '../../context';
import type { Db } from '../../db/connect';
import { blobStoreFromConfig } from '../../providers/blob/blob-store-from-config';
import { localFaceProvider } from '../../providers/face/local-face';
import { localSmsProvider } from '../../providers/sms/local-sms';
import { upsertOperator } from '../admin/create-operator';
import { writeAudit } from '../audit/write-audit';
import { hashPassword } from '../auth/passwords';
import { MEMBER_BOUND } from '../auth/memberships';
import { GIFT_DESCRIPTION, grantGift, hasGift } from '../points/grant-gift';
import { DEMO_IDENTITIES } from './demo-identities';
import { verifyDemoAccount } from './verify-demo-account';
import { ensureContractSeal } from '../esign/seals/contract-seal-at-approval';

/** Demo-only accounts (README): every password is demo1234. */
export const DEMO_PASSWORD = 'demo1234';

/**
 * Each demo account's one-time gift (平台赠送), 10,000.00 points: enough for demos and for every test
 * and benchmark that preserves files with them (docs/points-and-payments.md).
 */
export const DEMO_GIFT_CENTS = 1_000_000;

export interface DemoUser {
  phone: string;
  accountType: number;
}

const USERS: DemoUser[] = [
  { phone: '13800000001', accountType: 1 },
  { phone: '13800000002', accountType: 2 },
  { phone: '13800000003', accountType: 1 },
  { phone: '13800000004', accountType: 2 },
];

/**
 * The account and its password; its verification state, company and contact name are not written
 * here but by the operator's approval of its submission (verifyDemoAccount), as for any account.
 */
export async function upsertDemoUser(db: Db, u: DemoUser, passwordHash: string): Promise<number> {
  const now = Date.now();
  const values = { password_hash: passwordHash, failed_logins: 0, locked_until: null, updated_at: now };
  const existing = await db.selectFrom('users').select('id').where('phone', '=', u.phone).executeTakeFirst();
  if (existing) {
    await db.updateTable('users').set(values).where('id', '=', existing.id).execute();
    return existing.id;
  }
  const row = await db
    .insertInto('users')
    .values({ ...values, phone: u.phone, account_type: u.accountType, verify_status: VerifyStatus.unverified, company: null, contact_name: null, repair_type: null, extract_code: null, points_cents: 0, last_role: '1', last_company_id: null, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * The services the seed verifies the accounts with: the configured store (the images are uploads
 * like any), the local face provider (the seed completes its check as a tester would, whatever
 * FACE_PROVIDER says: a finished check is final and read from the database) and the outbox SMS.
 */
export function demoSeedContext(db: Db, config: Config): VerificationContext {
  return { db, config, blobs: blobStoreFromConfig(config), face: localFaceProvider(db), sms: localSmsProvider(db, pino({ level: 'silent' }), config.siteName) };
}

const warnOnConsole = { warn: (obj: object, msg: string) => console.warn(msg, obj) };

/**
 * Creates or refreshes the demo accounts; running it twice changes nothing more. `config` gives the
 * data directory (identity key) and the BlobStore the verification images are stored in.
 */
export async function seedDemo(db: Db, config: Config): Promise<string[]> {
  const hash = await hashPassword(DEMO_PASSWORD);
  const operator = await upsertOperator(db, { phone: '13800000009', name: '公证处演示操作员', password: DEMO_PASSWORD });
  // a notary of the demo office (decision 300): handles notarial orders in /admin/notary; its name is printed on documents
  await upsertOperator(db, { phone: '13800000008', name: '演示公证员', password: DEMO_PASSWORD, role: 'notary' });
  const ids = new Map<string, number>();
  for (const u of USERS) ids.set(u.phone, await upsertDemoUser(db, u, hash));
  const ctx = demoSeedContext(db, config);
  for (const [phone, identity] of Object.entries(DEMO_IDENTITIES)) {
    await verifyDemoAccount(ctx, operator.id, ids.get(phone)!, identity, warnOnConsole);
    // the approval's job would make it once a server runs; the seed makes it now (same function, idempotent), so a
    // demo company can countersign straight after seeding and a seed run on an older database gets one too
    if (identity.kind === 'company') {
      await ensureContractSeal({ db, dialect: config.databaseUrl ? 'postgres' : 'sqlite', blobs: ctx.blobs }, ids.get(phone)!, { cause: 'demo.seed' });
    }
  }
  for (const id of ids.values()) {
    await db.transaction().execute(async (trx) => {
      if (!(await hasGift(trx, id))) await grantGift(trx, id, DEMO_GIFT_CENTS, GIFT_DESCRIPTION.demo);
    });
  }
  const companyId = ids.get('13800000002')!;
  const memberId = ids.get('13800000003')!;
  await db.transaction().execute(async (trx) => {
    const bound = await trx
      .selectFrom('company_members')
      .select('id')
      .where('company_user_id', '=', companyId)
      .where('member_user_id', '=', memberId)
      .where('status', '=', MEMBER_BOUND)
      .executeTakeFirst();
    if (!bound) {
      const now = Date.now();
      await trx.insertInto('company_members').values({ company_user_id: companyId, member_user_id: memberId, status: MEMBER_BOUND, bind_time: now, created_at: now }).execute();
    }
    await trx.updateTable('users').set({ last_role: '2', last_company_id: companyId }).where('id', '=', memberId).execute();
    await writeAudit(trx, { actorType: 'system', actorId: null, action: 'demo.seed', detail: { users: USERS.length } });
  });
  return [
    '13800000001 已实名个人用户',
    '13800000002 示例科技有限公司（企业主账号）',
    '13800000003 示例科技有限公司的子账号',
    '13800000004 第二示例贸易有限公司（企业主账号）',
    '13800000009 运营后台操作员（/admin）',
    '13800000008 演示公证员（/admin/notary）',
  ];
}
