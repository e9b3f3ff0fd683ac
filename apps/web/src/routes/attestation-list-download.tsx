import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Button, Card, Space } from 'antd';
import { DownloadOutlined, FileZipOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { EVIDENCE_MSG } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { EvidenceFilters, type EvidenceFilterValues } from '@/components/evidence-filters/evidence-filters';
import { useDownloadBatch, useDownloadZip } from '@/features/evidence-download/api/download-batch';
import { DOWNLOAD_LIST_KEY, useDownloadList } from '@/features/evidence-download/api/get-download-list';
import { useLabelOptions } from '@/features/evidence-download/api/get-label-options';
import { DownloadStartedDialog, type StartedDownload } from '@/features/evidence-download/components/download-started-dialog';
import { DownloadTable } from '@/features/evidence-download/components/download-table';
import '@/components/list-page.css';
import '@/features/evidence-download/components/evidence-download.css';
import { openAllInHiddenFrames, openInHiddenFrame } from '@/features/evidence-download/lib/hidden-frame';
import { errorText, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';

/**
 * /attestation-list/download — 批量下载 (000 §2): filter, tick rows, 下载 opens each original through
 * a hidden frame (downloadBatch), or 打包下载 streams one ZIP of the selection; a dialog counts
 * down 5 seconds after the download starts.
 */
export function Component() {
  const [filters, setFilters] = useState<EvidenceFilterValues>({ type: 0 });
  const labels = useLabelOptions();
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number[]>([]);
  const [started, setStarted] = useState<StartedDownload | null>(null);
  const list = useDownloadList({ ...filters, page });
  const batch = useDownloadBatch();
  const zip = useDownloadZip();
  const queryClient = useQueryClient();
  const stops = useRef<Array<() => void>>([]);
  // frames not opened yet are dropped when the user leaves the page (open ones finish on their own)
  useEffect(() => () => stops.current.forEach((stop) => stop()), []);
  const closeDialog = useCallback(() => setStarted(null), []);

  const afterStart = (what: string, refused: StartedDownload['refused'], several: boolean) => {
    setStarted({ what, refused, several, at: Date.now() });
    setSelected([]);
    // a record found 证据缺失 on the way changed status: show it
    if (refused.length > 0) void queryClient.invalidateQueries({ queryKey: DOWNLOAD_LIST_KEY });
  };
  // the refusal itself is shown by the query client (app/query-client.ts)
  const onFailed = (e: unknown) => {
    if (isApiError(e) && e.msg === EVIDENCE_MSG.noDownloadFiles) void queryClient.invalidateQueries({ queryKey: DOWNLOAD_LIST_KEY });
  };

  const onDownload = () => {
    if (selected.length === 0) return toast.error(EVIDENCE_MSG.selectToDownload);
    batch.mutate(selected, {
      onSuccess: (answer) => {
        if (answer.urls.length === 0) return toast.error(EVIDENCE_MSG.noDownloadFiles);
        stops.current.push(openAllInHiddenFrames(answer.urls));
        afterStart(`${answer.urls.length} 个文件`, answer.refused, answer.urls.length > 1);
      },
      onError: onFailed,
    });
  };
  const onZip = () => {
    if (selected.length === 0) return toast.error(EVIDENCE_MSG.selectToDownload);
    zip.mutate(selected, {
      onSuccess: (answer) => {
        stops.current.push(openInHiddenFrame(answer.url));
        afterStart(`ZIP 压缩包（${answer.count} 个文件）`, answer.refused, false);
      },
      onError: onFailed,
    });
  };

  return (
    <div className="ep-page">
      <BackBar />
      <Card title="批量下载">
        <EvidenceFilters
          labels={labels.data ?? []}
          labelsLoading={labels.isLoading}
          keyword={{ label: '文件名称', placeholder: '文件名关键词' }}
          onApply={(f) => {
            setFilters(f);
            setPage(1);
          }}
        />
        <div className="ep-download-toolbar">
          <Space wrap>
            <Button type="primary" icon={<DownloadOutlined />} loading={batch.isPending} onClick={onDownload}>
              下载
            </Button>
            <Button icon={<FileZipOutlined />} loading={zip.isPending} onClick={onZip}>
              打包下载 (ZIP)
            </Button>
          </Space>
          <span className="ep-download-toolbar__count" aria-live="polite">
            已选 {selected.length} 条
          </span>
        </div>
        {list.isError && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            title={errorText(list.error)}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                重试
              </Button>
            }
          />
        )}
        <DownloadTable
          rows={list.data?.list ?? []}
          count={list.data?.count ?? 0}
          page={page}
          loading={list.isFetching}
          selected={selected}
          onSelect={setSelected}
          onPage={setPage}
        />
      </Card>
      <DownloadStartedDialog started={started} onClose={closeDialog} />
    </div>
  );
}
