import { describe, expect, it } from 'vitest';
import { LABELS, nameIn, statementText } from './labels';

/**
 * The certificate page's labels of an anchor (decision 164): the state names come from the server,
 * 上链… only for a chain anchor and 可信时间戳 for a time-stamp anchor; here they are shown in the
 * page's language, and nothing calls a time stamp a chain.
 */
describe('certificate anchor labels', () => {
  it('name a time-stamp anchor as a time stamp, in Chinese and English', () => {
    expect(nameIn('已取得可信时间戳', 'zh')).toBe('已取得可信时间戳');
    expect(nameIn('已取得可信时间戳', 'en')).toBe('time-stamped (trusted time stamp)');
    expect(nameIn('等待可信时间戳', 'en')).toBe('time stamp pending');
    expect(nameIn('可信时间戳获取失败', 'en')).toBe('time stamp failed (retrying)');
    // a chain anchor keeps its names
    expect(nameIn('上链成功', 'en')).toBe('anchored');
  });

  it('explain a pending time stamp without claiming a chain', () => {
    expect(statementText('等待可信时间戳：等待下一次锚定；目前仅由公证处账本的签名检查点担保', 'en')).toMatch(/^Time stamp pending: /);
    expect(statementText('上链中：等待下一次锚定；目前仅由公证处账本的签名检查点担保', 'en')).toMatch(/^Anchoring pending: /);
  });

  it('title the ledger section without 上链 (a time stamp is no chain)', () => {
    expect(LABELS.zh.ledgerTitle).toBe('账本与锚定信息');
    expect(LABELS.zh.anchorTsa).not.toContain('上链');
  });
});
