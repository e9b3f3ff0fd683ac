import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTARY_DOC_NAMES, NotaryStatus } from '@evidence/shared/constants';
import { connectDatabase } from '../../src/db/connect';
import { fsckLedger } from '../../src/ledger/fsck';
import { STALE_CONFIRM_MS } from '../../src/services/capture/process/confirm-process';
import { sweepProcessConfirmations } from '../../src/services/capture/process/confirm-sweep';
import { sweepWebCaptures } from '../../src/services/capture/web/sweep-web-captures';
import { finishPendingEvidence } from '../../src/services/evidence/record-evidence';
import { enqueueJob } from '../../src/services/jobs/enqueue-job';
import { getJob } from '../../src/services/jobs/job-row';
import { call, freshIp } from '../helpers/api';
import { putCapture } from '../helpers/captures';
import { putSession } from '../helpers/capture-process';
import { startCaptureSite, type CaptureSite } from '../helpers/capture-site';
import { jobContextOf } from '../helpers/esign/phone-calls';
import { waitFor } from '../helpers/jobs';
import { bundleChild } from '../helpers/bundle-child';
import { officeStaff, orderAtOffice, storedRecord } from '../helpers/notary-office';
import { createSeal, drawnPng } from '../helpers/seals';
import { createTestApp, openTestApp, type TestApp } from '../helpers/test-app';
import { tenants, type Caller, type Tenants } from '../helpers/tenants';
import { signedFlow as signedFlowOf } from '../helpers/esign/signed-flow';

/**
 * Issue 23 item 6: a server killed (SIGKILL) at each named step of every job kind (docs/jobs.md "Killing a job at
 * a step"), then started again on the same data without the hook, finishes the job with exactly one evidence row
 * per document, that row with its leaf, the job's own state set (flow 已完成, 取证成功, the order moved on) — or,
 * for a cut recording session, a failure with the points back once — and fsck clean. The killed server is a
 * child process (job-kill-child.ts) that kills itself at EVIDENCE_TEST_CRASH_AT; the restarted one is this
 * test's. One data directory for the whole file; each round prepares its own order, flow or capture.
 */
const child = fileURLToPath(new URL('../helpers/job-kill-child.ts', import.meta.url));
// generous: a loaded CI machine (load 9–12 seen) stretches each child server's start and job
const SLOW = 480_000;

let site: CaptureSite;
let env: Record<string, string>;
let t: TestApp;
let dataDir: string;
let pgSchema: string | undefined;
let who: Tenants;
let notaryId: number;
let sealId: number;
let childBundle: Awaited<ReturnType<typeof bundleChild>> | undefined;
// The restarted server's lease: it looks for abandoned jobs at its first poll and then every half lease (with the
// default minute a later sweep came half a minute on); 4 s so that a slow moment of the event loop under load does
// not let its own claim lapse mid-job.
const LEASE = { jobs: { leaseMs: 4_000 } };

beforeAll(async () => {
  childBundle = await bundleChild(child);
  site = await startCaptureSite();
  env = { LEDGER_BATCH_DELAY_MS: '2', JOBS_POLL_MS: '50', CAPTURE_TEST_ALLOW_HOSTS: site.allowHosts };
  t = await createTestApp(env, { jobs: { run: false } });
  ({ dataDir, pgSchema } = t);
  who = await tenants(t);
  notaryId = (await officeStaff(t)).notaryId;
  sealId = (await createSeal(t.app, who.companyMain, '合同章', await drawnPng())).body.data.id as number;
}, 120_000);
afterAll(async () => {
  await t?.close();
  await site?.close();
  childBundle?.remove();
});

/** The server that prepares a round: no job worker, so the round's job waits for the killed server. */
async function quiet(): Promise<void> {
  await t.app.close();
  t = await openTestApp(dataDir, pgSchema, env, { jobs: { run: false } });
}

/** Stops this test's server, runs the child until it SIGKILLs itself at each step in turn (one attempt each), then starts a server (every job kind) again. */
async function killAt(...steps: string[]): Promise<void> {
  await t.app.close();
  for (const step of steps) {
    await runChild(step);
    await killedLeasesRunOut();
  }
  t = await openTestApp(dataDir, pgSchema, env, LEASE);
}

/**
 * The killed child's claim as it is once its lease has run out (decision 888): the next child or the restarted
 * server takes the job at its first poll instead of waiting out the child's 12 s lease —
 * waiting out a dead worker's lease is jobs-crash.test.ts's subject; this file's is what a restart finds.
 * Only running jobs, whose owner is dead by now: nothing else is changed.
 */
async function killedLeasesRunOut(): Promise<void> {
  const h = connectDatabase({ dataDir, ...(process.env.DATABASE_URL ? { databaseUrl: process.env.DATABASE_URL } : {}), ...(pgSchema ? { pgSchema } : {}) });
  try {
    await h.db.updateTable('jobs').set({ lease_expires_at: Date.now() - 1 }).where('status', '=', 'running').execute();
  } finally {
    await h.close();
  }
}

/**
 * The last-attempt rounds: each child must keep its attempt until it is killed. With the short lease a loaded
 * machine let it lapse while the child was busy (a capture, a PDF), the child's own sweep then ended the job for
 * good mid-attempt and the step was never reached (stop 31). The long lease costs no wait: once the child is
 * killed its lease is run out (killedLeasesRunOut).
 */
async function killEachAttemptAt(...steps: string[]): Promise<void> {
  await t.app.close();
  for (const step of steps) {
    await runChild(step, 12_000);
    await killedLeasesRunOut();
  }
  t = await openTestApp(dataDir, pgSchema, env, LEASE);
}

async function runChild(step: string, leaseMs?: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const p = spawn(process.execPath, [childBundle!.file], {
      env: { ...process.env, DATA_DIR: dataDir, PG_SCHEMA: pgSchema ?? '', KILL_ENV: JSON.stringify(env), EVIDENCE_TEST_CRASH_AT: step, EVIDENCE_TEST_CRASH_EXIT: '1', ...(leaseMs ? { LEASE_MS: String(leaseMs) } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    p.stderr.on('data', (d: Buffer) => (err += d.toString()));
    // a step that is never reached fails the round instead of hanging it (SIGTERM, so it is told from the hook's SIGKILL)
    const guard = setTimeout(() => p.kill('SIGTERM'), 240_000);
    p.on('exit', (code, signal) => {
      clearTimeout(guard);
      if (signal === 'SIGKILL') resolve();
      else reject(new Error(`the server never reached ${step} (exit ${code ?? signal}): ${err.slice(-2000)}`));
    });
  });
}

const finished = (jobId: number) =>
  waitFor(async () => {
    const j = await getJob(t.db, jobId);
    return j && ['succeeded', 'failed', 'cancelled'].includes(j.status) ? j : null;
  }, 120_000, `job ${jobId} after the restart`);

/** Every row of a document: exactly one, 已上传 with its leaf (the leaf stored is the row's). */
async function oneRowWithLeaf(where: { ownerUserId: number; fileName: string }): Promise<number> {
  const rows = await t.db.selectFrom('evidence').selectAll().where('owner_user_id', '=', where.ownerUserId).where('file_name', '=', where.fileName).execute();
  expect(rows.map((r) => [r.status, r.leaf_index === null])).toEqual([['uploaded', false]]);
  const leaf = await t.db.selectFrom('ledger_leaves').select('leaf_hash').where('leaf_index', '=', rows[0]!.leaf_index!).executeTakeFirstOrThrow();
  expect(leaf.leaf_hash).toBe(rows[0]!.leaf_hash);
  return Number(rows[0]!.id);
}

async function fsckClean(): Promise<void> {
  await t.ledger.sequencer.flush();
  const report = await fsckLedger(t.db);
  expect(report.problem).toBeUndefined();
  expect(report.ok).toBe(true);
}

const audits = async (action: string, targetId: number) => (await t.db.selectFrom('audit_log').select('id').where('action', '=', action).where('target_id', '=', String(targetId)).execute()).length;
const points = async (c: Caller) => Number((await t.db.selectFrom('users').select('points_cents').where('id', '=', c.userId).executeTakeFirstOrThrow()).points_cents);

/** The steps of a job that makes a document: signed, stored, row without leaf, preserved, result not written. */
const documentSteps = (kind: string) => [`${kind}.signed`, `${kind}.stored`, 'evidence.pending', `${kind}.preserved`, `${kind}.result`];

const signedFlow = () => signedFlowOf(t, who);

describe('esign.complete killed at each step', () => {
  it.each(documentSteps('esign.complete'))('%s: the flow 已完成 with one signed contract that has its leaf', async (step) => {
    await quiet();
    const f = await signedFlow();
    const { job } = await enqueueJob(t.db, { kind: 'esign.complete', payload: { flowId: f.flowId } });
    const flow0 = await t.db.selectFrom('esign_flows').select(['flow_no', 'title']).where('id', '=', f.flowId).executeTakeFirstOrThrow();

    await killAt(step);
    expect((await finished(job.id)).status).toBe('succeeded');
    const flow = await t.db.selectFrom('esign_flows').selectAll().where('id', '=', f.flowId).executeTakeFirstOrThrow();
    expect(flow.status).toBe('completed');
    const id = await oneRowWithLeaf({ ownerUserId: who.companyMain.userId, fileName: `${flow0.title}_${flow0.flow_no}_已签署.pdf` });
    expect(Number(flow.result_evidence_id)).toBe(id);
    expect(await audits('esign.complete', f.flowId)).toBeLessThanOrEqual(1);
    expect((await t.db.selectFrom('esign_events').select('id').where('flow_id', '=', f.flowId).where('kind', '=', 'completed').execute()).length).toBe(1);
    await fsckClean();
  }, SLOW);
});

describe('capture.web killed at each step', () => {
  it.each(['capture.web.signed', 'capture.web.stored', 'evidence.pending', 'capture.web.preserved', 'capture.web.result'])('%s: 取证成功 with one package that has its leaf, charged once', async (step) => {
    await quiet();
    const before = await points(who.individual);
    const r = await call(t.app, 'POST', '/api/Processforensics/addWebProcess', { token: who.individual.token, role: '1', form: { url: `${site.httpsUrl}/`, title: `被终止的取证 ${step}` }, ip: freshIp() });
    expect(r.body.code, r.body.msg).toBe(200);
    const id = r.body.data.id as number;
    const job = await t.db.selectFrom('jobs').select('id').where('kind', '=', 'capture.web').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const charged = before - (await points(who.individual));

    await killAt(step);
    expect((await finished(Number(job.id))).status).toBe('succeeded');
    const c = await t.db.selectFrom('captures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([c.status, c.fail_reason, Number(c.refunded_cents)]).toEqual(['succeeded', null, 0]);
    expect(Number(c.evidence_id)).toBe(await oneRowWithLeaf({ ownerUserId: who.individual.userId, fileName: `${c.capture_no}_网页取证.wacz` }));
    expect(await audits('capture.succeeded', id)).toBe(1);
    expect(charged).toBeGreaterThan(0);
    expect(await points(who.individual)).toBe(before - charged);
    await fsckClean();
  }, SLOW);
});

describe('notary.issue killed at each step', () => {
  it.each(documentSteps('notary.issue'))('%s: 出证成功 with one 公证书 that has its leaf', async (step) => {
    await quiet();
    const orderId = await orderAtOffice(t, who.individual, { records: 1 });
    await t.db.updateTable('notary_orders').set({ office_stage: 'issuing', notary_operator_id: notaryId, notary_name: '张明', accepted_at: Date.now() }).where('id', '=', orderId).execute();
    const { job } = await enqueueJob(t.db, { kind: 'notary.issue', payload: { orderId, operatorId: notaryId } });
    const { order_no: orderNo } = await t.db.selectFrom('notary_orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow();

    await killAt(step);
    expect((await finished(job.id)).status).toBe('succeeded');
    const order = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([Number(order.status), order.office_stage]).toEqual([NotaryStatus.succeeded, 'issued']);
    const id = await oneRowWithLeaf({ ownerUserId: who.individual.userId, fileName: `公证书_${orderNo}.pdf` });
    const docs = await t.db.selectFrom('notary_documents').select('evidence_id').where('notary_order_id', '=', orderId).where('doc_type', '=', 6).execute();
    expect(docs.map((d) => Number(d.evidence_id))).toEqual([id]);
    expect(await audits('notary.office.issue', orderId)).toBe(1);
    await fsckClean();
  }, SLOW);
});

describe('notary.sign killed at each step', () => {
  it.each(documentSteps('notary.sign'))('%s: the order at deCode with one signed copy of each document, each with its leaf', async (step) => {
    await quiet();
    const c = who.companyMain;
    const rec = await storedRecord(t, c.userId, '借条.png');
    const a = await call(t.app, 'POST', '/api/notary/apply', { token: c.token, role: c.role, form: { ids: String(rec.id) }, ip: freshIp() });
    const orderId = a.body.data.id as number;
    const f = await call(t.app, 'POST', '/api/notary/saveApplyForm', { token: c.token, role: c.role, form: { orderId: String(orderId), purpose: '用于诉讼', method: '平台上传', promise: '1' }, ip: freshIp() });
    expect(f.body.code, f.body.msg).toBe(200);
    // as POST /api/notary/sign leaves it: 签署中 with the job queued (the sign calls have their own tests)
    await t.db.updateTable('notary_orders').set({ step: 'signing' }).where('id', '=', orderId).where('step', '=', 'signature').execute();
    const { job } = await enqueueJob(t.db, { kind: 'notary.sign', payload: { orderId, round: 1, actorUserId: c.userId, source: { kind: 'seal', sealId } }, maxAttempts: 3 });
    const { order_no: orderNo } = await t.db.selectFrom('notary_orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow();

    await killAt(step);
    expect((await finished(job.id)).status).toBe('succeeded');
    const order = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([order.step, Number(order.sign_count)]).toEqual(['deCode', 1]);
    const signed = await t.db.selectFrom('notary_documents').select(['doc_type', 'evidence_id']).where('notary_order_id', '=', orderId).where('stage', '=', 'signed').orderBy('doc_type').execute();
    const expected = [];
    for (const type of [1, 3, 5]) expected.push([type, await oneRowWithLeaf({ ownerUserId: c.userId, fileName: `${NOTARY_DOC_NAMES[type as 1]}_${orderNo}.pdf` })]);
    expect(signed.map((d) => [Number(d.doc_type), Number(d.evidence_id)])).toEqual(expected);
    expect(await audits('notary.sign', orderId)).toBe(1);
    await fsckClean();
  }, SLOW);
});

describe('notary.decode killed at each step', () => {
  it.each(['notary.decode.checked', 'notary.decode.result'])('%s: the order moves on to 支付 once (no evidence is made)', async (step) => {
    await quiet();
    const c = who.individual;
    const rec = await storedRecord(t, c.userId, '合同.png');
    const a = await call(t.app, 'POST', '/api/notary/apply', { token: c.token, role: c.role, form: { ids: String(rec.id) }, ip: freshIp() });
    const orderId = a.body.data.id as number;
    await t.db.updateTable('notary_orders').set({ step: 'deCode', sign_count: 1, signed_at: Date.now() }).where('id', '=', orderId).execute();
    const { job } = await enqueueJob(t.db, { kind: 'notary.decode', payload: { orderId, actorUserId: c.userId } });
    const evidenceBefore = (await t.db.selectFrom('evidence').select('id').execute()).length;

    await killAt(step);
    expect((await finished(job.id)).status).toBe('succeeded');
    const order = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
    expect([order.step, Number(order.status)]).toEqual(['pay', NotaryStatus.inProgress]);
    expect(await audits('notary.decode', orderId)).toBe(1);
    const told = await t.db.selectFrom('notifications').select('id').where('user_id', '=', c.userId).where('content', 'like', `%${order.order_no}的1条存证记录已核验一致%`).execute();
    expect(told).toHaveLength(1);
    expect((await t.db.selectFrom('evidence').select('id').execute()).length).toBe(evidenceBefore);
    await fsckClean();
  }, SLOW);
});

describe('capture.session killed while recording', () => {
  it('capture.session.started: 取证失败 with every point back, once', async () => {
    await quiet();
    const before = await points(who.individual);
    const row = await putCapture(t, who.individual, { kind: 'vm', cents: 1_000 });
    expect(await points(who.individual)).toBe(before - 1_000);
    const { job } = await enqueueJob(t.db, { kind: 'capture.session', payload: { captureId: Number(row.id) } });

    await killAt('capture.session.started');
    expect((await finished(job.id)).status).toBe('succeeded');
    const c = await t.db.selectFrom('captures').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
    expect([c.status, Number(c.refunded_cents), c.evidence_id]).toEqual(['failed', 1_000, null]);
    expect(await points(who.individual)).toBe(before);
    await fsckClean();
  }, SLOW);
});

describe('a session confirmation (the auto-confirm sweep) killed at each step', () => {
  it.each(['capture.confirm.stored', 'evidence.pending', 'capture.confirm.preserved'])('%s: 取证成功 with one package record that has its leaf, the unused minutes back once', async (step) => {
    await quiet();
    const row = await putSession(t, who.individual, { reservedMinutes: 5, usedMs: 61_000 });
    // due: the sweep of the killed server's start confirms it
    await t.db.updateTable('captures').set({ confirm_deadline: Date.now() - 1_000 }).where('id', '=', row.id).execute();
    const before = await points(who.individual);
    const pkg = (JSON.parse(row.files_json!) as Array<{ role: string; name: string }>).find((x) => x.role === 'package')!;

    await killAt(step);
    // a confirmation cut by a kill is redone by the sweep once its claim is stale: the claim is made STALE_CONFIRM_MS older
    const claim = await t.db.selectFrom('captures').select('confirmed_at').where('id', '=', row.id).executeTakeFirstOrThrow();
    expect(claim.confirmed_at).not.toBeNull();
    await t.db.updateTable('captures').set({ confirmed_at: Number(claim.confirmed_at) - STALE_CONFIRM_MS - 1_000 }).where('id', '=', row.id).execute();
    // the restarted server's own minute sweep may take it at the same moment (seen under load on PostgreSQL): both
    // are conditional, so one confirms and the other is refused; what counts is that it is confirmed exactly once
    const swept = await sweepProcessConfirmations(await jobContextOf(t));
    expect(swept.confirmed + swept.failed).toBeLessThanOrEqual(1);
    const c = await waitFor(async () => {
      const now = await t.db.selectFrom('captures').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
      return now.status === 'succeeded' ? now : null;
    }, 90_000, 'the confirmation after the restart');
    expect(Number(c.evidence_id)).toBe(await oneRowWithLeaf({ ownerUserId: who.individual.userId, fileName: pkg.name }));
    expect(await audits('capture.auto_confirm', Number(row.id))).toBe(1);
    expect(Number(c.refunded_cents)).toBeGreaterThan(0);
    expect(await points(who.individual)).toBe(before + Number(c.refunded_cents));
    await fsckClean();
  }, SLOW);
});

/**
 * Killed on the LAST attempt (decisions 800–801): the first attempt dies before anything is stored, the last one
 * between its row and its leaf; the restarted server's lease sweep ends the job failed. The job's subject then
 * fails (with the points back for a capture) and NO row of its document is left — none 上传中, and none given a
 * leaf by finishPendingEvidence at a later start (the next start is played by calling it with a clock two
 * minutes on, past its one-minute grace) — so "取证失败, refunded" and "a 保全号 of its package" are never both true.
 */
describe('a job killed on its last attempt', () => {
  const laterStart = async () => {
    await finishPendingEvidence(t.db, t.ledger, Date.now() + 120_000);
    await t.ledger.sequencer.flush();
  };
  const rowsOf = (ownerUserId: number, fileName: string) => t.db.selectFrom('evidence').select(['status', 'leaf_index']).where('owner_user_id', '=', ownerUserId).where('file_name', '=', fileName).execute();

  it('capture.web: 取证失败 with one refund and no row of its package', async () => {
    await quiet();
    const before = await points(who.individual);
    const r = await call(t.app, 'POST', '/api/Processforensics/addWebProcess', { token: who.individual.token, role: '1', form: { url: `${site.httpsUrl}/`, title: '最后一次被终止的取证' }, ip: freshIp() });
    expect(r.body.code, r.body.msg).toBe(200);
    const id = r.body.data.id as number;
    const job = await t.db.selectFrom('jobs').select(['id', 'max_attempts']).where('kind', '=', 'capture.web').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(Number(job.max_attempts)).toBe(2);

    await killEachAttemptAt('capture.web.signed', 'evidence.pending');
    expect((await finished(Number(job.id))).status).toBe('failed');
    await sweepWebCaptures(await jobContextOf(t));
    await laterStart();
    const c = await t.db.selectFrom('captures').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect([c.status, c.evidence_id]).toEqual(['failed', null]);
    expect(await rowsOf(who.individual.userId, `${c.capture_no}_网页取证.wacz`)).toEqual([]);
    expect(await audits('capture.failed', id)).toBe(1);
    expect(await points(who.individual)).toBe(before);
    await fsckClean();
  }, SLOW);

  it('esign.complete: the flow stays 签署中 (not 已完成), its owner told once, and no row of its contract is left', async () => {
    await quiet();
    const f = await signedFlow();
    const { job } = await enqueueJob(t.db, { kind: 'esign.complete', payload: { flowId: f.flowId }, maxAttempts: 2 });
    const flow0 = await t.db.selectFrom('esign_flows').select(['flow_no', 'title']).where('id', '=', f.flowId).executeTakeFirstOrThrow();

    await killEachAttemptAt('esign.complete.signed', 'evidence.pending');
    expect((await finished(job.id)).status).toBe('failed');
    await laterStart();
    const flow = await t.db.selectFrom('esign_flows').selectAll().where('id', '=', f.flowId).executeTakeFirstOrThrow();
    expect([flow.status, flow.result_evidence_id]).toEqual(['signing', null]);
    // the owner is told once, as after a last failed attempt (decision 804) — just after the sweep ended the job
    await waitFor(async () => ((await t.db.selectFrom('esign_events').select('id').where('flow_id', '=', f.flowId).where('kind', '=', 'completion_failed').execute()).length > 0 ? true : null), 60_000, 'the owner told after the sweep');
    expect((await t.db.selectFrom('esign_events').select('id').where('flow_id', '=', f.flowId).where('kind', '=', 'completion_failed').execute()).length).toBe(1);
    expect(await audits('esign.complete.failed', f.flowId)).toBe(1);
    expect(await rowsOf(who.companyMain.userId, `${flow0.title}_${flow0.flow_no}_已签署.pdf`)).toEqual([]);
    await fsckClean();
  }, SLOW);

  it('notary.issue: the order back at 待出证 (not 出证成功), no certificate document and no row of it left', async () => {
    await quiet();
    const orderId = await orderAtOffice(t, who.individual, { records: 1 });
    await t.db.updateTable('notary_orders').set({ office_stage: 'issuing', notary_operator_id: notaryId, notary_name: '张明', accepted_at: Date.now() }).where('id', '=', orderId).execute();
    const { job } = await enqueueJob(t.db, { kind: 'notary.issue', payload: { orderId, operatorId: notaryId }, maxAttempts: 2 });
    const { order_no: orderNo } = await t.db.selectFrom('notary_orders').select('order_no').where('id', '=', orderId).executeTakeFirstOrThrow();

    await killEachAttemptAt('notary.issue.signed', 'evidence.pending');
    expect((await finished(job.id)).status).toBe('failed');
    await laterStart();
    // back to 待出证, so the notary can issue again (decision 804): the sweep sets the order back just after it ended
    // the job (afterEnd), so the job may read failed a moment before the order is back (seen on PostgreSQL under load)
    const order = await waitFor(async () => {
      const o = await t.db.selectFrom('notary_orders').selectAll().where('id', '=', orderId).executeTakeFirstOrThrow();
      return o.office_stage === 'issuing' ? null : o;
    }, 60_000, 'the order set back after the sweep');
    expect([Number(order.status), order.office_stage, order.issued_at]).toEqual([NotaryStatus.inProgress, 'confirmed', null]);
    expect(await audits('notary.office.issue.failed', orderId)).toBe(1);
    expect(await t.db.selectFrom('notary_documents').select('id').where('notary_order_id', '=', orderId).where('doc_type', '=', 6).execute()).toEqual([]);
    expect(await rowsOf(who.individual.userId, `公证书_${orderNo}.pdf`)).toEqual([]);
    await fsckClean();
  }, SLOW);
});
