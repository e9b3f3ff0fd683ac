import { Alert, Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { NOTARY } from '@evidence/shared/constants';

/** Whether this browser shows PDFs itself (Chromium, Firefox, Safari say so; some phones do not). */
function browserShowsPdf(): boolean {
  return typeof navigator !== 'undefined' && navigator.pdfViewerEnabled !== false;
}

/**
 * One document in the frame of 001 §2.10: 650 × 765, or 615 high when the signing button is fixed
 * below it. Where the browser cannot show PDFs it says so and offers the file instead.
 */
export function DocumentFrame({ url, title, withButton }: { url: string | null; title: string; withButton: boolean }) {
  if (!url) return <Alert type="info" showIcon title={`${title}尚未生成`} />;
  const height = withButton ? NOTARY.frameHeightWithButton : NOTARY.frameHeight;
  if (!browserShowsPdf()) {
    return (
      <div className="ep-notary-frame ep-notary-frame--none" style={{ maxWidth: NOTARY.frameWidth }}>
        <Alert type="warning" showIcon title="当前浏览器无法直接显示PDF文件" description="请下载后使用PDF阅读器查看，或更换 Chrome、Edge、Firefox 等浏览器。" />
        <Button icon={<DownloadOutlined />} href={`${url}${url.includes('?') ? '&' : '?'}download=1`}>
          下载{title}
        </Button>
      </div>
    );
  }
  return <iframe className="ep-notary-frame" title={title} src={url} width={NOTARY.frameWidth} height={height} style={{ height }} />;
}
