import { ESIGN_INTENT_METHOD_NAMES, ESIGN_SIGNER_KIND_NAMES } from '@evidence/shared/constants';
import type { EsignFlow, EsignSigner } from '../../../db/schema';
import type { DocSpec } from '../../signing';
import { maskIdCard, maskPhone } from '../../privacy/mask';
import type { UsedSeal } from './flow-drawings';

/** Identity methods as the audit page words them (decision 458). */
const IDENTITY_NAMES: Record<string, string> = {
  account: '已实名认证账号核验（姓名与身份证号码一致）',
  face: '实名核验：姓名、身份证号码与人脸识别',
  auto_seal: '未经签署链接核验：由发起方企业主账号登录后发起（本方自动盖章）',
};

/** China time, to the second, with the zone said (a court reads it). */
export function chinaTime(ms: number | null): string {
  if (ms === null) return '—';
  return `${new Date(Number(ms) + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ')}（北京时间）`;
}

export interface AuditFacts {
  flow: EsignFlow;
  sender: string;
  signers: EsignSigner[];
  /** the ID number each signer's identity check matched (opened from the sealed row), masked here */
  idCards: Map<number, string | null>;
  /** the seals each signer stamped (flowDrawings: opened and checked against their recorded SHA-256) */
  seals: Map<number, UsedSeal[]>;
  /** the contract with every field drawn, before this page was appended and before the platform signature */
  stampedSha256: string;
  stampedSm3: string;
  platformName: string;
}

/**
 * Which seal a company signer stamped, so a court can tell it from any other of the company's seals
 * (decision 481): its number, its name and the SHA-256 of the very image drawn (checked against the one
 * recorded when the seal was made before it was drawn). A person signer stamps none and gets no row.
 */
function sealRows(s: EsignSigner, used: UsedSeal[]): Array<{ label: string; value: string }> {
  if (s.signer_kind !== 'company' && used.length === 0) return [];
  if (used.length === 0) return [{ label: '使用印章', value: '—' }];
  return used.flatMap((u) => [
    { label: '使用印章', value: `${u.name}（印章编号 ${u.id}）` },
    { label: '印章图片 SHA-256', value: u.sha256 },
  ]);
}

/**
 * The audit-trail page(s) appended to the signed contract (issue 16 item 5): the flow, the original's
 * hashes, each signer's identity and how it was checked, the intent method, the seals stamped, IP, user agent and
 * the times sent / opened / signed. The signed file's own hashes cannot be printed inside the file they hash: the
 * page prints the hashes of the stamped contract before this page, and says where the final ones are
 * recorded (the flow, the evidence record and its certificate, the timeline).
 */
export function auditSpec(f: AuditFacts): DocSpec {
  const blocks: DocSpec['blocks'] = [
    {
      kind: 'fields',
      rows: [
        { label: '合同名称', value: f.flow.title },
        { label: '签署流程编号', value: f.flow.flow_no },
        { label: '发起方', value: f.sender },
        { label: '签署顺序', value: f.flow.order_mode === 'sequential' ? '顺序签署' : '无序签署（同时）' },
        { label: '发起时间', value: chinaTime(f.flow.sent_at === null ? null : Number(f.flow.sent_at)) },
        { label: '原文件 SHA-256', value: f.flow.source_sha256 },
        { label: '原文件 SM3', value: f.flow.source_sm3 },
        { label: '签署后合同 SHA-256', value: f.stampedSha256 },
        { label: '签署后合同 SM3', value: f.stampedSm3 },
      ],
    },
    {
      kind: 'paragraph',
      text: '说明：“签署后合同”指已绘制全部签名、印章及填写内容、尚未附加本审计页和平台数字签名的合同正文。最终文件（含本页及平台数字签名）的 SHA-256 与 SM3 不能写入其自身，已记录于签署流程、存证记录及其存证证书和签署时间线中。对最终文件的任何改动都会使平台数字签名验证失败。本审计页的页码单独编排，附于合同正文之后。',
    },
  ];
  for (const s of [...f.signers].sort((a, b) => a.position - b.position)) {
    const id = f.idCards.get(Number(s.id));
    blocks.push({ kind: 'heading', text: `签署人${s.position}：${s.role}`, keepWithNext: true });
    blocks.push({
      kind: 'fields',
      rows: [
        { label: '姓名', value: s.signer_kind === 'company' ? `${s.name}（代表${s.company_name ?? ''}）` : s.name },
        { label: '类型', value: ESIGN_SIGNER_KIND_NAMES[s.signer_kind as 'person' | 'company'] ?? s.signer_kind },
        { label: '手机号码', value: maskPhone(s.phone) },
        { label: '身份证号码', value: id ? maskIdCard(id) : '—' },
        { label: '身份核验方式', value: s.identity_method ? (IDENTITY_NAMES[s.identity_method] ?? s.identity_method) : '—' },
        { label: '身份核验时间', value: chinaTime(s.identity_at === null ? null : Number(s.identity_at)) },
        { label: '意愿认证方式', value: s.intent_method ? (ESIGN_INTENT_METHOD_NAMES[s.intent_method] ?? s.intent_method) : '—' },
        { label: '意愿认证时间', value: chinaTime(s.intent_at === null ? null : Number(s.intent_at)) },
        { label: '链接发送时间', value: chinaTime(s.sent_at === null ? null : Number(s.sent_at)) },
        { label: '首次打开时间', value: chinaTime(s.opened_at === null ? null : Number(s.opened_at)) },
        { label: '签署时间', value: chinaTime(s.signed_at === null ? null : Number(s.signed_at)) },
        { label: '签署 IP', value: s.sign_ip ?? '—' },
        { label: '设备信息', value: s.sign_user_agent ?? '—' },
        { label: '手写签名 SHA-256', value: s.handwriting_sha256 ?? '—' },
        ...sealRows(s, f.seals.get(Number(s.id)) ?? []),
        ...(s.auto_sealed_by !== null
          ? [{ label: '盖章方式', value: `本方自动盖章：发起方企业主账号（账号 ID ${Number(s.auto_sealed_by)}）于发起时选择加盖本企业印章，未向该签署方发送签署链接，签署时间即发起时间` }]
          : []),
      ],
    },
  );
  }
  blocks.push({ kind: 'paragraph', text: `本页由${f.platformName}在全部签署人完成签署后自动生成，并与合同一并加盖平台数字签名。用常见的 PDF 阅读器打开本文件即可查看该签名是否有效；也可在平台“存证查询”中核对存证证书的哈希值。` });
  return { title: '电子签署审计页', blocks };
}
