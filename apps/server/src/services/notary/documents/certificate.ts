import type { DocSpec } from '../../signing';
import { applicantRows, chinaDate, officeIdentityRows, type DocumentFacts } from './facts';

/** What the certificate adds to an order's facts: its number, its date, when deCode re-checked, the leaves. */
export interface CertificateFacts extends DocumentFacts {
  certificateNo: string;
  issuedAt: number;
  decodedAt: number | null;
  /** the ledger leaf index of each record, in the order of `records` (null: not yet in the ledger) */
  leafIndexes: Array<number | null>;
}

/**
 * 公证书 of a 保全证据公证 (decision 306): the number `（年份）X证字第N号`, the applicant, the matter, what was
 * done (the applicant's upload, the platform's hashes and ledger, the re-check before issue, the interview),
 * the statement — which, like the 保全告知书, says what it proves (the data's state when preserved) and what
 * it does not (that it is original, true or lawful) — the notary, the office and the date with the box for
 * the office seal, then, as notarial certificates attach them, the evidence list (附：证据清单) with file
 * names, hashes and ledger indexes.
 */
export function certificateSpec(f: CertificateFacts): DocSpec {
  const n = f.records.length;
  return {
    title: '公证书',
    blocks: [
      { kind: 'paragraph', text: f.certificateNo },
      { kind: 'fields', rows: [...applicantRows(f), { label: '公证事项', value: f.matter }, { label: '申请编号', value: f.orderNo }] },
      {
        kind: 'paragraph',
        text: `申请人于${chinaDate(f.appliedAt)}通过数据存证平台向本处申请对其保全的电子数据办理${f.matter}，用途为：${f.purpose}。取证方式：${f.method}。`,
      },
      {
        kind: 'paragraph',
        text: `经查，所附证据清单所列电子数据共${n}项由申请人上传至数据存证平台；平台在上传时计算了各文件的 SHA-256 和 SM3 哈希值，并将其写入平台防篡改账本（以默克尔树组织的存证账本，清单中“账本序号”为该记录在账本中的序号）。${f.decodedAt === null ? '' : `${chinaDate(f.decodedAt)}，经申请人授权，平台重新读取了各项原始文件，重新计算的哈希值与保全时记录一致，且各记录包含于账本最新签名检查点。`}本处公证员${f.notaryName ?? ''}对申请人进行了询问，制作了询问笔录，申请人已签署确认。`,
      },
      {
        kind: 'paragraph',
        text: `兹证明：所附证据清单所列${n}项电子数据的哈希值与其在数据存证平台保全时记录的哈希值相同，即该电子数据自保全时起未被改动。本公证书证明的是该电子数据在保全时的客观状态，不证明其为原始数据，亦不证明其内容真实、合法。`,
      },
      // the office that issues it, as the settings name it (decision 859)
      { kind: 'fields', rows: [{ label: '公证员', value: f.notaryName ?? '' }, ...officeIdentityRows(f), { label: '出证日期', value: chinaDate(f.issuedAt) }] },
      { kind: 'signature-boxes', boxes: [{ id: 'office', label: `${f.officeName}（公证处印章）` }], height: 130 },
      { kind: 'heading', text: `附：证据清单（共${n}项）` },
      {
        kind: 'table',
        columns: [
          { title: '序号', width: 0.06 },
          { title: '保全号 / 文件名称', width: 0.28 },
          { title: '账本序号', width: 0.1 },
          { title: 'SHA-256 / SM3', width: 0.56 },
        ],
        rows: f.records.map((r, i) => [String(i + 1), `${r.no}\n${r.fileName}（${r.size.toLocaleString('en-US')} 字节，保全于${chinaDate(r.savedAt)}）`, f.leafIndexes[i] === null || f.leafIndexes[i] === undefined ? '—' : String(f.leafIndexes[i]), `SHA-256: ${r.sha256}\nSM3: ${r.sm3}`]),
      },
    ],
  };
}
