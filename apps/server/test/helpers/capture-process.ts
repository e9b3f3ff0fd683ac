import { Readable } from 'node:stream';
import { createHash } from 'node:crypto';
import type { CaptureStatus } from '@evidence/shared/constants';
import type { Capture } from '../../src/db/schema';
import { blobStoreFromConfig } from '../../src/providers/blob/blob-store-from-config';
import type { SessionFile } from '../../src/services/capture/session/package-session';
import { putCapture } from './captures';
import type { Caller } from './tenants';
import type { TestApp } from './test-app';

const digest = (alg: string, b: Buffer) => createHash(alg).update(b).digest('hex');

/**
 * A recorded session as the session job leaves it (待确认 with a package and a recording in the blob store,
 * facts with an environment report and an action log), without a browser: for the lifecycle tests. The
 * "recording" is small bytes, not an MP4 — these tests check money, states, access and ranges.
 */
export async function putSession(
  t: TestApp,
  c: Caller,
  o: { kind?: 'vm' | 'ott'; status?: CaptureStatus; reservedMinutes?: number; usedMs?: number; company?: number; title?: string },
): Promise<Capture> {
  const minutes = o.reservedMinutes ?? 5;
  const row = await putCapture(t, c, { kind: o.kind ?? 'vm', cents: minutes * 200, ...(o.company ? { company: o.company } : {}), ...(o.title ? { title: o.title } : {}) });
  const blobs = blobStoreFromConfig(t.config);
  const pkg = Buffer.from(`package of ${row.capture_no} ${Math.random()}`);
  const video = Buffer.from('0123456789'.repeat(100));
  const base = `captures/${row.capture_no.toLowerCase()}`;
  const files: SessionFile[] = [
    { role: 'package', name: `${row.capture_no}.wacz`, blobKey: `${base}/package.wacz`, size: pkg.length, sha256: digest('sha256', pkg), sm3: digest('sm3', pkg), mime: 'application/wacz' },
    { role: 'video', name: `${row.capture_no}.mp4`, blobKey: `${base}/recording.mp4`, size: video.length, sha256: digest('sha256', video), sm3: digest('sm3', video), mime: 'video/mp4' },
  ];
  await blobs.put(files[0]!.blobKey, Readable.from([pkg]));
  await blobs.put(files[1]!.blobKey, Readable.from([video]));
  const now = Date.now();
  const facts = {
    browser: 'Chrome/156',
    userAgent: 'test',
    viewport: { width: 1280, height: 686 },
    environment: { clean: true, items: [{ item: '浏览器版本', result: 'Chromium 156', ok: true }] },
    actions: [{ at: now - 5000, kind: 'navigated', url: 'https://example.com/', status: 200, serverIp: '93.184.216.34', serverPort: 443, tls: null }],
  };
  await t.db
    .updateTable('captures')
    .set({ status: o.status ?? 'pending_confirm', reserved_minutes: minutes, used_ms: o.usedMs ?? 61_000, started_at: now - 70_000, ended_at: now - 5_000, confirm_deadline: now - 5_000 + 86_400_000, files_json: JSON.stringify(files), facts_json: JSON.stringify(facts) })
    .where('id', '=', row.id)
    .execute();
  return t.db.selectFrom('captures').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow();
}
