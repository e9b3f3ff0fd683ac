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
  anchorPending: '上链中',
  anchorSuccess: '上链成功',
  anchorFailed: '上链失败',
} as const;
