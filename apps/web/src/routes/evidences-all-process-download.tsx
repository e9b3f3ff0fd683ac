import { CaptureDownloadPage } from './capture-download-page';

/** /evidences-all/process/download — 批量下载 of the preserved 过程取证 packages (001 §2.1). */
export function Component() {
  return <CaptureDownloadPage type={9} title="过程取证" />;
}
