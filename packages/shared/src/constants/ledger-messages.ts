/** Messages of the public ledger API (ours: the specification does not word them). */
export const LEDGER_MSG = {
  badIndex: '叶子序号须为不小于0的整数',
  badTreeSize: '账本大小须为正整数',
  badLeafHash: '叶子哈希须为64位十六进制字符',
  indexOrHash: '请提供叶子序号或叶子哈希其中之一',
  indexBeyondTree: '叶子序号超出该账本大小',
  sizeNotReached: '账本尚未达到该大小',
  leafNotFound: '账本中没有该哈希的叶子',
  noCheckpoint: '该账本大小没有签名检查点',
  notYetCheckpointed: '该叶子尚未写入签名检查点，请稍后再试',
  firstAfterSecond: '起始大小不能大于结束大小',
  // a chain anchor (evm): the root is written on a blockchain
  anchorPending: '上链中',
  anchorSuccess: '上链成功',
  anchorFailed: '上链失败',
  // a time-stamp anchor (tsa): an RFC 3161 authority stamps the root; that is no chain (decision 164)
  tsaPending: '等待可信时间戳',
  tsaSuccess: '已取得可信时间戳',
  tsaFailed: '可信时间戳获取失败',
  // the sequencer refuses to append (decision 156): an upload is refused before anything is written
  appendRefused: '存证账本完整性检查未通过，已暂停新的存证，请稍后再试或联系客服',
  // a record whose row differs from its ledger leaf (decision 219): no certificate, lookup result or package shows it
  recordMismatch: '该存证记录与账本不一致，已暂停展示证书、查询结果和证据包，请联系公证处',
} as const;

/** The state name of an anchor: 上链… only for a chain anchor, 可信时间戳 for a time-stamp anchor. */
export function anchorStatusName(type: 'evm' | 'tsa', status: 'pending' | 'success' | 'failed'): string {
  if (type === 'tsa') return status === 'success' ? LEDGER_MSG.tsaSuccess : status === 'failed' ? LEDGER_MSG.tsaFailed : LEDGER_MSG.tsaPending;
  return status === 'success' ? LEDGER_MSG.anchorSuccess : status === 'failed' ? LEDGER_MSG.anchorFailed : LEDGER_MSG.anchorPending;
}
