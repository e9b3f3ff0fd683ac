import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { connectDatabase } from './db/connect';
import { migrateToLatest } from './db/migrate';
import { OPERATOR_ROLES, type OperatorRole } from '@evidence/shared/constants';
import { upsertOperator } from './services/admin/create-operator';
import { DEMO_PASSWORD, seedDemo } from './services/demo/seed-demo';
import { fsckLedger } from './ledger/fsck';
import { fsckSummary } from './ledger/fsck-summary';
import { doctorReport, doctorTable } from './doctor/doctor';
import { paymentsFromConfig } from './providers/payment/from-config';
import { reconcilePayments, reconcileSummary } from './services/payments/reconcile/reconcile';
import pino from 'pino';

/**
 * Operator commands on the configured database (DATA_DIR / DATABASE_URL):
 *   cli.js create-operator --phone 139xxxxxxxx --name 姓名 --password xxxxxx [--role operator|notary]
 *   cli.js seed-demo
 *   cli.js ledger-fsck
 *   cli.js doctor        (reads the environment only: no database, nothing started)
 *   cli.js reconcile-payments
 */
const USAGE = `用法 / usage:
  npm run operator:create -- --phone <手机号> --name <姓名> --password <6-18位数字字母密码> [--role operator|notary]
    （--role notary：公证员，可办理公证业务，姓名将印在受理通知书、询问笔录和公证书上；不写 --role 时新建为 operator，已有账号保持原角色）
  npm run seed:demo
  npm run ledger:fsck
  npm run doctor
  npm run payments:reconcile`;

const isOperatorRole = (v: string): v is OperatorRole => (OPERATOR_ROLES as readonly string[]).includes(v);

async function main() {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'doctor') {
    // before loadConfig: a configuration the server would refuse is what the doctor is for
    const report = doctorReport(process.env);
    console.log(doctorTable(report.rows));
    if (!report.ok) process.exitCode = 1;
    return;
  }
  const config = loadConfig();
  const handle = connectDatabase({ dataDir: config.dataDir, databaseUrl: config.databaseUrl });
  try {
    await migrateToLatest(handle);
    if (command === 'create-operator') {
      const { values } = parseArgs({ args: rest, options: { phone: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, role: { type: 'string' } } });
      if (!values.phone || !values.name || !values.password) throw new Error(USAGE);
      if (values.role !== undefined && !isOperatorRole(values.role)) throw new Error(`--role 须为 operator 或 notary\n${USAGE}`);
      const r = await upsertOperator(handle.db, { phone: values.phone, name: values.name, password: values.password, ...(values.role ? { role: values.role } : {}) });
      const role = (await handle.db.selectFrom('operators').select('role').where('id', '=', r.id).executeTakeFirstOrThrow()).role;
      console.log(`${r.created ? '已创建' : '已更新'}${role === 'notary' ? '公证员' : '操作员'} ${values.phone}`);
    } else if (command === 'seed-demo') {
      const lines = await seedDemo(handle.db, config);
      console.log(`演示账号（仅供演示，密码均为 ${DEMO_PASSWORD}）：\n  ${lines.join('\n  ')}`);
    } else if (command === 'ledger-fsck') {
      // TSA tokens are always verified offline; chain transactions are re-read when a node is configured.
      const tsaCertPem = config.anchor.tsa?.certFile ? fs.readFileSync(config.anchor.tsa.certFile, 'utf8') : undefined;
      const r = await fsckLedger(handle.db, { tsaCertPem, evmRpcUrl: config.anchor.evm?.rpcUrl });
      const summary = fsckSummary(r);
      if (summary.ok) {
        console.log(summary.text);
      } else {
        console.error(summary.text);
        process.exitCode = 1;
      }
    } else if (command === 'reconcile-payments') {
      // what the server's periodic run does (services/payments/reconcile), once, printing what it did
      const payments = paymentsFromConfig(config, pino({ level: 'warn' }));
      const r = await reconcilePayments(handle.db, payments, { orderTtlMs: config.payment.orderTtlMs });
      console.log(reconcileSummary(r));
      if (r.errors.length > 0) process.exitCode = 1;
    } else {
      throw new Error(USAGE);
    }
  } finally {
    await handle.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
