import { CaptureDownloadPage } from './capture-download-page';

/** /evidences-all/OTT/download — 批量下载 of the preserved OTT取证 packages (001 §2.1). */
export function Component() {
  return <CaptureDownloadPage type={8} title="OTT取证" />;
}
