import { useEffect, useRef } from 'react';
import { Button, Card, Result, Skeleton } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { useParams, useSearchParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { useCaptureDownloadBatch } from '@/features/capture-web/api/download-batch';
import { useElecView } from '@/features/capture-web/api/get-elec-view';
import { ElecView } from '@/features/capture-web/components/elec-view';
import { openAllInHiddenFrames } from '@/features/evidence-download/lib/hidden-frame';
import { errorText } from '@/lib/api-client';

/**
 * /evidencesWeb/{no} — a web capture's result (getElecView): its owner, or anyone with the share link's
 * ?viewToken= (the certificate's rule). The owner downloads the package here.
 */
export function Component() {
  const { captureNo = '' } = useParams();
  const [query] = useSearchParams();
  const viewToken = query.get('viewToken') ?? undefined;
  const view = useElecView(captureNo.trim(), viewToken);
  const batch = useCaptureDownloadBatch();
  const stops = useRef<Array<() => void>>([]);
  useEffect(() => () => stops.current.forEach((stop) => stop()), []);

  const id = view.data?.id ?? null;
  const ownerActions =
    id !== null ? (
      <Button icon={<DownloadOutlined />} loading={batch.isPending} onClick={() => batch.mutate([id], { onSuccess: (a) => stops.current.push(openAllInHiddenFrames(a.urls)) })}>
        下载证据包（WACZ）
      </Button>
    ) : null;

  return (
    <div className="ep-page">
      <BackBar title="网页取证结果" />
      <Card>
        {view.isPending && <Skeleton active />}
        {view.isError && <Result status="warning" title="无法查看该取证记录" subTitle={errorText(view.error)} />}
        {view.data && <ElecView view={view.data} viewToken={viewToken} ownerActions={ownerActions} />}
      </Card>
    </div>
  );
}
