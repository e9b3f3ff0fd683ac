import type { FsckReport } from './fsck';

/**
 * What `npm run ledger:fsck` prints (decision 222). fsck stops at the first problem, so on failure its
 * counts are what it checked before stopping, not what the database holds: the summary says so, in
 * both languages, instead of a bare "(12 个叶子, …, 0 个检查点)" that reads like the database's contents.
 */
export function fsckSummary(r: FsckReport): { ok: boolean; text: string } {
  const zh = `${r.leaves} 个叶子, ${r.nodes} 个子树哈希, ${r.checkpoints} 个检查点, ${r.anchors} 个锚定, ${r.evidence} 条存证记录`;
  const en = `${r.leaves} leaves, ${r.nodes} nodes, ${r.checkpoints} checkpoints, ${r.anchors} anchors, ${r.evidence} evidence records`;
  const time = `${r.ms} ms (${r.pagesInWorkers} 页由工作线程校验 / pages in worker threads)`;
  if (r.ok) {
    const figures = `${r.leaves} 个叶子 / leaves, ${r.nodes} 个子树哈希 / nodes, ${r.checkpoints} 个检查点 / checkpoints, ${r.anchors} 个锚定 / anchors, ${r.evidence} 条存证记录 / evidence records`;
    return { ok: true, text: `账本校验通过 / ledger check passed: ${figures}, ${time}` };
  }
  return {
    ok: false,
    text: [
      `账本校验失败 / ledger check FAILED: ${r.problem?.zh}`,
      `  ${r.problem?.en}`,
      `  检查在发现的第一个问题处停止；停止前已检查：${zh}（不是数据库中的总数）`,
      `  The check stopped at the first problem; checked before it stopped: ${en} (not the database's totals), ${time}`,
    ].join('\n'),
  };
}
