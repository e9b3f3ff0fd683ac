import { CaptureDownloadPage } from './capture-download-page';

/** /evidences-all/web/download — 批量下载 of the preserved 网页取证 packages (001 §2.1). */
export function Component() {
  return <CaptureDownloadPage type={2} title="网页取证" />;
}
