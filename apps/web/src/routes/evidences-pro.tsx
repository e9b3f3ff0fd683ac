import { useParams, useSearchParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { ProView } from '@/features/capture-process/components/pro-view';
import '@/components/list-page.css';

/** /evidencesPro/:captureNo (public): a confirmed session's certificate view, for the owner or a share link. */
export function Component() {
  const { captureNo = '' } = useParams();
  const [params] = useSearchParams();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <ProView id={captureNo} viewToken={params.get('viewToken')} />
      </section>
    </div>
  );
}
