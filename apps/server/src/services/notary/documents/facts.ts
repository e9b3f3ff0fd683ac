/**
 * What the five documents and the certificate are made from (docs/notarization.md): the order, the
 * saved form, the verified applicant and the records. ID numbers appear masked: the PDFs are stored
 * like any file, and the office reads full identities from the verification records.
 */
export interface DocumentRecord {
  no: string;
  fileName: string;
  size: number;
  savedAt: number;
  sha256: string;
  sm3: string;
}

export interface DocumentFacts {
  officeName: string;
  /** the partner office's 执业证号, address and telephone (settings NOTARY_OFFICE_*, issue 24 item 4) */
  office: { licence: string; address: string; phone: string };
  orderNo: string;
  matter: string;
  appliedAt: number;
  applicant: { kind: 'person' | 'company'; name: string; idMasked: string; phone: string; representative: string | null };
  agent: { name: string; idMasked: string; phoneMasked: string } | null;
  purpose: string;
  method: string;
  remark: string | null;
  feeText: string;
  records: DocumentRecord[];
  /** set once the office accepted the application */
  acceptedAt: number | null;
  notaryName: string | null;
  /** the notary's questions and the applicant's answers, once written */
  interview: Array<{ q: string; a: string }> | null;
}

/** A date in China time as documents write it: 2026年11月26日. */
export function chinaDate(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.getUTCFullYear()}年${d.getUTCMonth() + 1}月${d.getUTCDate()}日`;
}

/**
 * The partner office's identity as every notarial document prints it (decision 859): the same settings the
 * footer and the notarization pages show, so a reader of the paper can reach the office that issued it.
 */
export function officeIdentityBlocks(f: DocumentFacts) {
  return [
    { kind: 'heading' as const, text: '公证机构' },
    { kind: 'fields' as const, rows: officeIdentityRows(f) },
  ];
}

export const officeIdentityRows = (f: DocumentFacts) => [
  { label: '公证机构', value: f.officeName },
  { label: '执业证号', value: f.office.licence },
  { label: '地址', value: f.office.address },
  { label: '联系电话', value: f.office.phone },
];

export const applicantLabel = (f: DocumentFacts) => (f.applicant.kind === 'company' ? '申请单位' : '申请人');

/** The applicant's lines of every document. */
export function applicantRows(f: DocumentFacts): Array<{ label: string; value: string }> {
  const rows = [
    { label: applicantLabel(f), value: f.applicant.name },
    { label: f.applicant.kind === 'company' ? '统一社会信用代码' : '身份证号码', value: f.applicant.idMasked },
  ];
  if (f.applicant.representative) rows.push({ label: '经办人', value: f.applicant.representative });
  rows.push({ label: '联系电话', value: f.applicant.phone });
  if (f.agent) rows.push({ label: '代理人', value: `${f.agent.name}（身份证号码 ${f.agent.idMasked}，电话 ${f.agent.phoneMasked}）` });
  return rows;
}

/** The evidence list every document that names the records carries. */
export function recordTable(f: DocumentFacts) {
  return {
    kind: 'table' as const,
    columns: [
      { title: '序号', width: 0.06 },
      { title: '保全号 / 文件名称', width: 0.3 },
      { title: '保全时间', width: 0.16 },
      { title: 'SHA-256 / SM3', width: 0.48 },
    ],
    rows: f.records.map((r, i) => [String(i + 1), `${r.no}\n${r.fileName}（${r.size.toLocaleString('en-US')} 字节）`, chinaDate(r.savedAt), `SHA-256: ${r.sha256}\nSM3: ${r.sm3}`]),
  };
}
