import { Grid, Steps } from 'antd';
import { NotaryStatus, OFFICE_PHASES, OFFICE_STAGE_NAMES, officePhaseIndex, type OfficeStage } from '@evidence/shared/constants';
import { STEP_PAGES, STEP_TITLES, stepIndex } from '../lib/steps';

interface Props {
  step: string;
  officeStage: string | null;
  /** NotaryStatus */
  notarial: number;
  className?: string;
}

/**
 * The whole procedure as the applicant follows it (issue 24 item 5, decision 857): the applicant's four steps,
 * then the office's stages 受理 → 询问 → 出证, the current one highlighted and named by the office's stage
 * (询问笔录待确认 …); an order that ended shows where it stopped in red, an issued one every stage done.
 */
export function NotaryProgressSteps({ step, officeStage, notarial, className }: Props) {
  const phone = Grid.useBreakpoint().sm === false;
  const atOffice = step === 'office';
  const issued = notarial === NotaryStatus.succeeded;
  const current = issued ? STEP_PAGES.length + OFFICE_PHASES.length : atOffice ? STEP_PAGES.length + officePhaseIndex(officeStage) : stepIndex(step);
  const ended = notarial === NotaryStatus.terminated || notarial === NotaryStatus.failed;
  const stageName = atOffice && officeStage ? (OFFICE_STAGE_NAMES[officeStage as OfficeStage] ?? null) : null;
  const titles = [...STEP_PAGES.map((s) => STEP_TITLES[s]), ...OFFICE_PHASES];
  return (
    <Steps
      className={className}
      size={phone ? 'small' : 'default'}
      current={current}
      status={ended ? 'error' : issued ? 'finish' : 'process'}
      responsive
      items={titles.map((title, i) => ({ title, ...(i === current && stageName && !issued ? { description: stageName } : {}) }))}
    />
  );
}
