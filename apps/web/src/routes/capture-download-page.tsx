import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Card } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { CaptureStatus } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { ListError } from '@/components/list-error';
import { OnlineEvidenceNav } from '@/components/online-evidence-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useGetProList } from '@/features/capture-list/api/get-pro-list';
import { useCaptureDownloadBatch } from '@/features/capture-web/api/download-batch';
import { CaptureDownloadTable } from '@/features/capture-web/components/capture-download-table';
import { DownloadStartedDialog, type StartedDownload } from '@/features/evidence-download/components/download-started-dialog';
import { openAllInHiddenFrames } from '@/features/evidence-download/lib/hidden-frame';
import '@/components/list-page.css';
import { accountCan } from '@/lib/access';
import { toast } from '@/lib/feedback';

/**
 * 批量下载 of one kind of capture (/evidences-all/web/download, process/download, OTT/download), like the
 * attestation list's: tick preserved captures, 下载 opens each package (WACZ) through a hidden frame
 * (processlist/downloadBatch → the attestation batch's signed URLs), and the dialog counts down 5 seconds.
 * Shared by the three route modules (a route-level composition: the features stay apart).
 */
export function CaptureDownloadPage({ type, title }: { type: 2 | 9 | 8; title: string }) {
  const { data: info } = useAuthInfo();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [started, setStarted] = useState<StartedDownload | null>(null);
  const list = useGetProList({ type, page, status: CaptureStatus.succeeded });
  const batch = useCaptureDownloadBatch();
  const stops = useRef<Array<() => void>>([]);
  useEffect(() => () => stops.current.forEach((stop) => stop()), []);
  const closeDialog = useCallback(() => setStarted(null), []);

  const onDownload = () => {
    if (selected.length === 0) return toast.error('请选择需要下载的取证记录');
    batch.mutate(selected, {
      onSuccess: (answer) => {
        stops.current.push(openAllInHiddenFrames(answer.urls));
        setStarted({ what: `${answer.urls.length} 个证据包`, refused: answer.refused, several: answer.urls.length > 1, at: Date.now() });
        setSelected([]);
      },
    });
  };

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <OnlineEvidenceNav showMembers={accountCan(info, 'devices.manage')} />
        <Card title={`批量下载${title}证据包`} variant="borderless">
          <div className="ep-list-head">
            <Button type="primary" icon={<DownloadOutlined />} onClick={onDownload} loading={batch.isPending} disabled={selected.length === 0}>
              下载{selected.length > 0 ? `（${selected.length}）` : ''}
            </Button>
            <span className="ep-list-count">只列出取证成功的记录；每条下载一个 WACZ 证据包</span>
          </div>
          {list.isError && <ListError error={list.error} onRetry={() => void list.refetch()} />}
          <CaptureDownloadTable rows={list.data?.list ?? []} count={list.data?.count ?? 0} page={page} loading={list.isLoading} selected={selected} onSelect={setSelected} onPage={setPage} />
        </Card>
      </section>
      <DownloadStartedDialog started={started} onClose={closeDialog} />
    </div>
  );
}
