import type { EvidenceResult } from './verify-evidence';

/** What was checked, for the header: the file and proof, or the package. */
export type Subject = { file: string; proof: string } | { package: string };

export function formatText(subject: Subject, result: EvidenceResult): string {
  const lines = 'package' in subject
    ? [`证据包 / package: ${subject.package}`]
    : [`文件 / file:   ${subject.file}`, `证明 / proof:  ${subject.proof}`];
  lines.push('');
  for (const s of result.steps) lines.push(`${s.ok ? '✔' : '✘'} [${s.id}] ${s.zh}`, `    ${s.en}`);
  lines.push('');
  if (result.ok) {
    lines.push('核验通过：文件与存证记录一致，每一步均已通过。', 'Verified: the file matches the ledger record and every step passed.');
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

export function formatJson(subject: Subject, result: EvidenceResult): string {
  return JSON.stringify({ ok: result.ok, ...subject, steps: result.steps, notChecked: result.notChecked }, null, 2);
}

