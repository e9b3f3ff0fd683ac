import { useEffect } from 'react';
import { Modal, Typography } from 'antd';
import type { TDownloadRefused } from '@evidence/shared/contracts';
import { EVIDENCE_DOWNLOAD } from '@evidence/shared/constants';
import { useCountdown } from '@/components/use-countdown';

export interface StartedDownload {
  /** what started: '3 个文件' or 'ZIP 压缩包（3 个文件）' */
  what: string;
  refused: TDownloadRefused[];
  /** several files at once: the browser may ask whether to allow them */
  several: boolean;
  /** a new value each time, so a second download restarts the countdown */
  at: number;
}

/**
 * The dialog after a download starts (000 §2, §9): a 5-second countdown, then it closes by itself.
 * It also lists selected records that were not downloaded and why.
 */
export function DownloadStartedDialog({ started, onClose }: { started: StartedDownload | null; onClose: () => void }) {
  const { remaining, start } = useCountdown();
  useEffect(() => {
    if (started) start(EVIDENCE_DOWNLOAD.dialogSeconds);
  }, [started, start]);
  useEffect(() => {
    if (!started) return;
    const id = window.setTimeout(onClose, EVIDENCE_DOWNLOAD.dialogSeconds * 1000);
    return () => window.clearTimeout(id);
  }, [started, onClose]);

  return (
    <Modal open={started !== null} title="下载已开始" onCancel={onClose} onOk={onClose} okText={`关闭（${remaining}s）`} cancelButtonProps={{ style: { display: 'none' } }} destroyOnHidden>
      {started && (
        <>
          <p>
            已开始下载 {started.what}，请在浏览器的下载列表中查看。
            {started.several && '浏览器询问是否允许下载多个文件时，请选择允许。'}
          </p>
          {started.refused.length > 0 && (
            <>
              <Typography.Text type="warning">以下 {started.refused.length} 条未下载：</Typography.Text>
              <ul className="ep-download-refused">
                {started.refused.slice(0, 10).map((r) => (
                  <li key={r.id}>
                    {r.fileName ?? `#${r.id}`}：{r.msg}
                  </li>
                ))}
                {started.refused.length > 10 && <li>… 另有 {started.refused.length - 10} 条</li>}
              </ul>
            </>
          )}
          <Typography.Text type="secondary">{remaining} 秒后自动关闭</Typography.Text>
        </>
      )}
    </Modal>
  );
}
