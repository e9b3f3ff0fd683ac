import type { TMpsInfo } from '@evidence/shared/contracts';
import { useMpsInfo } from '../api/get-mps-info';
import type { Labels } from '../labels';

const KEYS = ['userName', 'mobile', 'idCard', 'deviceId', 'startAt', 'endAt', 'uploadTime', 'chainTime', 'address'] as const;

/** Law-enforcement information (000 §2: shown when isEnforce is set), from /api/share/getMpsInfo. */
export function EnforceInfo({ baoquan, viewToken, l }: { baoquan: string; viewToken: string; l: Labels }) {
  const { data, isError } = useMpsInfo(baoquan, viewToken, true);
  if (isError) return null;
  return (
    <section className="ep-cert__section" aria-label={l.enforce}>
      <h2>{l.enforce}</h2>
      <dl className="ep-cert__rows">{data && KEYS.map((k) => <Row key={k} label={l[k]} value={(data as TMpsInfo)[k] || '-'} />)}</dl>
    </section>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  );
}
