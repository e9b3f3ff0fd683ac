import type { AnchorReceipt, EvmAnchorReceipt, TsaAnchorReceipt, VerifyStep } from '@evidence/ledger';

export interface AnchorStepOptions {
  /** an EVM JSON-RPC URL: chain anchors are re-read from that node; without it they are not checked on chain */
  rpcUrl?: string | undefined;
  /** PEM of the TSA signing certificate to trust; without it the token is checked but not its signer's identity */
  tsaCertPem?: string | undefined;
}

// The anchor modules pull in pkijs and ethers (about a second to load), so each is loaded only
// when a receipt of its kind is really checked.
async function tsaStep(a: TsaAnchorReceipt, n: number, rootHex: string, opts: AnchorStepOptions) {
  const { verifyTsaToken } = await import('../providers/anchor/tsa-verify');
  const c = await verifyTsaToken(a, { expectedRoot: rootHex, ...(opts.tsaCertPem !== undefined ? { certPem: opts.tsaCertPem } : {}) });
  const unpinned = c.ok && opts.tsaCertPem === undefined
    ? { zh: '；证书链未与受信任的时间戳机构核对（可用 --tsa-cert 指定其证书）', en: '; the certificate chain was not checked against a trusted TSA (give its certificate with --tsa-cert)' }
    : { zh: '', en: '' };
  return {
    ok: c.ok,
    zh: `锚定 ${n}：时间戳令牌核验（签名、摘要 = SHA-256(根哈希)、时间 ${a.genTime}）：${c.zh}${unpinned.zh}`,
    en: `anchor ${n}: time-stamp token check (signature, imprint = SHA-256(root), time ${a.genTime}): ${c.en}${unpinned.en}`,
  };
}

async function evmStep(a: EvmAnchorReceipt, n: number, rootHex: string, opts: AnchorStepOptions) {
  if (opts.rpcUrl === undefined) {
    const link = a.explorerUrl ? { zh: `；可在区块浏览器查看：${a.explorerUrl}`, en: `; see it in the explorer: ${a.explorerUrl}` } : { zh: '', en: '' };
    return {
      ok: true,
      zh: `锚定 ${n}：未查询区块链（未提供 --rpc），交易 ${a.txHash} 未在链上核验${link.zh}`,
      en: `anchor ${n}: chain not queried (no --rpc given), transaction ${a.txHash} was not checked on chain${link.en}`,
    };
  }
  const { verifyEvmReceipt } = await import('../providers/anchor/evm-verify');
  const c = await verifyEvmReceipt(a, { rpcUrl: opts.rpcUrl, expectedRoot: rootHex });
  return { ok: c.ok, zh: `锚定 ${n}（节点 ${opts.rpcUrl}）：${c.zh}`, en: `anchor ${n} (node ${opts.rpcUrl}): ${c.en}` };
}

/**
 * What packages/ledger leaves to others for anchor i: the time-stamp token itself (always, offline),
 * or the chain transaction (only with a node; otherwise the step says it was not checked).
 */
export async function anchorReceiptStep(a: AnchorReceipt, i: number, rootHex: string, opts: AnchorStepOptions): Promise<VerifyStep> {
  const id = `anchor-${i}-receipt`;
  try {
    const out = a.type === 'tsa' ? await tsaStep(a, i + 1, rootHex, opts) : await evmStep(a, i + 1, rootHex, opts);
    return { id, ...out };
  } catch (err) {
    return { id, ok: false, zh: `锚定 ${i + 1}：无法核验：${String(err)}`, en: `anchor ${i + 1}: cannot check: ${String(err)}` };
  }
}
