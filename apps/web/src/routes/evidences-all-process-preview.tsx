import { Result, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { ListError } from '@/components/list-error';
import { useLook } from '@/features/capture-process/api/look';
import { PreviewPanel } from '@/features/capture-process/components/preview-panel';
import '@/components/list-page.css';

/** /evidences-all/process/preview?id=: a session's recording to confirm or abandon (both kinds). */
export function Component() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const ok = Number.isSafeInteger(id) && id > 0;
  const look = useLook(ok ? id : null);
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        {!ok ? <Result status="404" title="取证记录不存在" /> : look.isError ? <ListError error={look.error} onRetry={() => void look.refetch()} /> : look.data ? <PreviewPanel session={look.data} /> : <Spin />}
      </section>
    </div>
  );
}
