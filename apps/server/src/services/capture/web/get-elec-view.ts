import { CAPTURE_STATUS_NAMES, CaptureStatus, type CaptureStatus as Status } from '@evidence/shared/constants';
import type { TElecView } from '@evidence/shared/contracts';
import type { AppContext } from '../../../context';
import type { Principal } from '../../auth/principal';
import { certificateViewToken } from '../../certificate/view-token';
import type { DnsFact, CheckItem } from '../environment';
import { queuePositions } from '../get-pro-list';
import type { TlsProbe } from './tls-probe';
import { openElec } from './open-elec';
import { dnsFactText, tlsFactRows } from './fact-rows';
import type { StoredFile } from './web-capture-end';

interface StoredFacts {
  finalUrl: string;
  pageTitle: string;
  httpStatus: number;
  serverIp: string | null;
  dns: DnsFact | null;
  tls: { browser: { protocol?: string; subjectName?: string; issuer?: string } | null; probe: Omit<TlsProbe, 'chainPem'> | null };
  environment: { items: CheckItem[] };
  /** browserOwn: set by captures since decision 836; older facts list every refused connection by name */
  blocked: { target: string; reason: string; browserOwn?: boolean }[];
  innerFiles: { path: string; size: number; sha256: string; sm3: string }[];
  signature: { created: string; keyFingerprint: string };
}

/** GET /api/share/getElecView: what /evidencesWeb/{no} shows (openElec decides who may see it). */
export async function getElecView(ctx: AppContext, p: Principal, q: { baoquan: string; viewToken?: string | undefined }): Promise<TElecView> {
  const { capture: c, evidence: e, isOwner } = await openElec(ctx, p, q);
  const facts = c.facts_json ? (JSON.parse(c.facts_json) as StoredFacts) : null;
  const files = c.files_json ? (JSON.parse(c.files_json) as StoredFile[]) : [];
  const queued = c.status === CaptureStatus.queued ? (await queuePositions(ctx.db, [Number(c.id)])).get(Number(c.id)) ?? null : null;
  const done = c.status === CaptureStatus.succeeded;
  const job = isOwner && c.status === CaptureStatus.running && c.job_id !== null ? await ctx.db.selectFrom('jobs').select(['progress', 'progress_note']).where('id', '=', c.job_id).executeTakeFirst() : undefined;
  return {
    id: isOwner ? Number(c.id) : null,
    captureNo: c.capture_no,
    title: c.title,
    url: c.url,
    status: c.status,
    statusName: CAPTURE_STATUS_NAMES[c.status as Status] ?? c.status,
    failReason: c.fail_reason,
    queuePosition: queued,
    progress: job?.progress === null || job?.progress === undefined ? null : Number(job.progress),
    progressNote: job?.progress_note ?? null,
    createdAt: Number(c.created_at),
    startedAt: c.started_at === null ? null : Number(c.started_at),
    endedAt: c.ended_at === null ? null : Number(c.ended_at),
    isOwner,
    viewToken: isOwner && e ? certificateViewToken(ctx.downloadSecret, e.evidence_no) : null,
    evidence: e
      ? { id: isOwner ? Number(e.id) : null, evidenceNo: e.evidence_no, sha256: e.sha256, sm3: e.sm3, size: Number(e.size), leafIndex: e.leaf_index === null ? null : Number(e.leaf_index), fileName: e.file_name }
      : null,
    facts:
      done && facts
        ? {
            finalUrl: facts.finalUrl,
            pageTitle: facts.pageTitle,
            httpStatus: facts.httpStatus,
            serverIp: facts.serverIp,
            dns: dnsFactText(facts.dns),
            tls: tlsFactRows(facts.tls.probe, facts.tls.browser),
            environment: facts.environment.items.map((i) => ({ item: i.item, result: i.result, ok: i.ok, ...(i.unchecked ? { unchecked: true } : {}) })),
            blocked: facts.blocked.filter((b) => !b.browserOwn).map((b) => ({ target: b.target, reason: b.reason })),
            browserOwnBlocked: facts.blocked.filter((b) => b.browserOwn).length,
            innerFiles: facts.innerFiles,
            signature: facts.signature,
          }
        : null,
    files: done ? files.map((f) => ({ role: f.role, name: f.name, size: f.size, sha256: f.sha256, sm3: f.sm3, mime: f.mime })) : [],
  };
}
