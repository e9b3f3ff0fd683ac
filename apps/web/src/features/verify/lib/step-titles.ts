import type { VerifyStep } from '@evidence/ledger';

/** A plain title for each verification step; the step's own text explains the detail. */
const TITLES: Record<string, string> = {
  package: '打开证据包：找到证明文件和原件',
  proof: '读取证明文件 proof.json',
  'file-sha256': '文件的 SHA-256 与存证记录一致',
  'file-sm3': '文件的 SM3（国密）与存证记录一致',
  'leaf-hash': '计算存证记录在账本中的叶子哈希',
  'inclusion-proof': '包含证明：由叶子推算账本树根',
  'verifier-key': '核对公证方公钥',
  'checkpoint-signature': '公证方对账本检查点的签名有效',
  'checkpoint-root': '推算的树根与签名检查点一致',
  anchors: '区块链或时间戳锚定',
};

/** What each step means for someone who is not a cryptographer. */
const EXPLAIN: Record<string, string> = {
  package: '证据包是一个 ZIP 文件，内含原件、PDF 证书、proof.json 和验证说明。',
  proof: 'proof.json 记录了存证时文件的哈希值，以及该记录在存证账本中的位置和证明。',
  'file-sha256': '在您的浏览器中计算所选文件的 SHA-256 指纹；文件哪怕改动一个字节，指纹都会完全不同。',
  'file-sm3': '同时计算国家标准 SM3（GB/T 32905）指纹，再次与存证记录核对。',
  'leaf-hash': '存证记录（哈希、大小、保全号、时间、保全人承诺值）按固定格式计算出账本中的叶子哈希。',
  'inclusion-proof': '用证明中的若干哈希，从该叶子一路算到整棵账本树的树根。',
  'verifier-key': '本页从本平台获取公布的公钥，与证明文件自带的公钥比对。',
  'checkpoint-signature': '公证方用私钥（Ed25519）签署了账本在某一时刻的树根；签名有效说明树根由公证方发布，未被篡改。',
  'checkpoint-root': '推算出的树根必须与签名检查点中的树根完全相同，说明该记录确实在公证方签名的账本中。',
  anchors: '树根还可写入区块链或由可信时间戳机构签章，使公证方事后也无法改写。',
};

export function stepTitle(id: string): string {
  const anchor = /^anchor-(\d+)$/.exec(id);
  if (anchor) return `锚定 ${Number(anchor[1]) + 1}：锚定记录的树根与检查点一致`;
  return TITLES[id] ?? id;
}

export function stepExplanation(id: string): string {
  return EXPLAIN[/^anchor-\d+$/.test(id) ? 'anchors' : id] ?? '';
}

export type StepStatus = 'finish' | 'error' | 'wait';

/**
 * How a step is shown: 通过 / 未通过 / 未执行, and 未配置 for the step that says no chain or time-stamp anchor
 * exists (it passes — a record needs no anchor — but a green 通过 there read as "anchored"; the new user's review).
 */
export function stepVerdict(s: Pick<VerifyStep, 'id' | 'ok'>, i: number, firstFailure: number): { status: StepStatus; verdict: string } {
  if (s.ok && s.id === 'anchors') return { status: 'wait', verdict: '未配置' };
  if (s.ok) return { status: 'finish', verdict: '通过' };
  return i === firstFailure ? { status: 'error', verdict: '未通过' } : { status: 'wait', verdict: '未执行' };
}
