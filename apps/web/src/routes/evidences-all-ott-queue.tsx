import { useSearchParams } from 'react-router';
import { Result } from 'antd';
import { BackBar } from '@/components/back-bar';
import { SessionPage } from '@/features/capture-process/components/session-page';
import '@/components/list-page.css';

/** The queue, then the live remote browser, of one session (?id=): public per 001 §2.2, the data the owner's only. */
export function Component() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">{Number.isSafeInteger(id) && id > 0 ? <SessionPage id={id} /> : <Result status="404" title="取证记录不存在" />}</section>
    </div>
  );
}
