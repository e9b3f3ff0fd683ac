import type { EvidenceResult } from './verify-evidence';

/** What was checked, for the header: the file and proof, or the package. */
export type Subject = { file: string; proof: string } | { package: string };

/**
 * Every step passed but no published key was given (exit code 3, decision 163): the proof is
 * consistent in itself, which anyone can achieve with a key of their own, so this is no verdict.
 */
export const UNPINNED = [
  '未能确认：各步骤均已通过，但没有指定公证方公布的公钥（--key 或 --key-url），无法确认检查点是公证方签名的——任何人都能用自己的密钥做出这样一份自洽的证明。本次核验不能证明该证据。请用 --key 或 --key-url 重新核验。',
  "NOT confirmed: every step passed, but no published key was given (--key or --key-url), so nothing shows the notary signed the checkpoint - anyone can make such a self-consistent proof with a key of their own. This run does not verify the evidence. Run again with --key or --key-url.",
];

export function formatText(subject: Subject, result: EvidenceResult): string {
  const lines = 'package' in subject
    ? [`证据包 / package: ${subject.package}`]
    : [`文件 / file:   ${subject.file}`, `证明 / proof:  ${subject.proof}`];
  lines.push('');
  for (const s of result.steps) lines.push(`${s.ok ? '✔' : '✘'} [${s.id}] ${s.zh}`, `    ${s.en}`);
  lines.push('');
  if (result.ok) {
    if (result.keyPinned) lines.push('核验通过：文件与存证记录一致，每一步均已通过。', 'Verified: the file matches the ledger record and every step passed.');
    else lines.push(...UNPINNED);
    if (result.notChecked.length > 0) {
      lines.push('', '未核验 / not checked:');
      for (const n of result.notChecked) lines.push(`  - ${n.zh}`, `    ${n.en}`);
    }
  } else {
    const failed = result.steps.find((s) => !s.ok);
    lines.push(`核验未通过：见标 ✘ 的步骤${failed ? ` [${failed.id}]` : ''}。`, `NOT verified: see the step marked ✘${failed ? ` [${failed.id}]` : ''}.`);
  }
  return lines.join('\n');
}

/** `verdict`: verified (exit 0), failed (1), or key-not-pinned (3: every step passed without a published key). */
export function formatJson(subject: Subject, result: EvidenceResult): string {
  const verdict = !result.ok ? 'failed' : result.keyPinned ? 'verified' : 'key-not-pinned';
  return JSON.stringify({ ok: result.ok && result.keyPinned, verdict, ...subject, steps: result.steps, notChecked: result.notChecked }, null, 2);
}

