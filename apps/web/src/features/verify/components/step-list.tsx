import { Steps, Typography } from 'antd';
import type { VerifyStep } from '@evidence/ledger';
import { stepExplanation, stepTitle, stepVerdict } from '../lib/step-titles';

/** Each step: passed, failed, or not run (after the first failure), with what it means and what was found. */
export function StepList({ steps }: { steps: VerifyStep[] }) {
  const firstFailure = steps.findIndex((s) => !s.ok);
  return (
    <Steps
      orientation="vertical"
      size="small"
      className="ep-verify-steps"
      items={steps.map((s, i) => {
        const { status, verdict } = stepVerdict(s, i, firstFailure);
        return {
          key: s.id,
          status,
          title: <span data-step={s.id} data-status={status}>{`${stepTitle(s.id)}：${verdict}`}</span>,
          description: (
            <div className="ep-verify-step">
              {stepExplanation(s.id) && <Typography.Paragraph type="secondary" className="ep-verify-step__why">{stepExplanation(s.id)}</Typography.Paragraph>}
              {i <= firstFailure || firstFailure < 0 ? <Typography.Paragraph className="ep-verify-step__what">{s.zh}</Typography.Paragraph> : null}
            </div>
          ),
        };
      })}
    />
  );
}
