import { Alert } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { NOTARY } from '@evidence/shared/constants';
import { PdfPages } from '@/components/pdf-view';

/** Room for the frame's border and the scroll bar inside the 650 px of 001 §2.10. */
const PAGE_WIDTH = NOTARY.frameWidth - 36;

/**
 * One document in the frame of 001 §2.10: 650 × 765, or 615 high when the signing button is fixed
 * below it. The pages are drawn by pdf.js (components/pdf-view) inside a scrolling frame, so every
 * browser shows them, phones without a PDF viewer too, and clicks after loading reach the page
 * (an <iframe> PDF viewer kept them in headless Chromium: decision 289). The link below offers the file.
 */
export function DocumentFrame({ url, title, withButton }: { url: string | null; title: string; withButton: boolean }) {
  if (!url) return <Alert type="info" showIcon title={`${title}尚未生成`} />;
  const height = withButton ? NOTARY.frameHeightWithButton : NOTARY.frameHeight;
  return (
    <div>
      <div className="ep-notary-frame ep-notary-frame--pages" role="document" aria-label={title} tabIndex={0} style={{ width: NOTARY.frameWidth, height }}>
        <PdfPages source={url} width={PAGE_WIDTH} gap={12} />
      </div>
      <a className="ep-notary-frame-download" href={`${url}${url.includes('?') ? '&' : '?'}download=1`}>
        <DownloadOutlined /> 下载{title}
      </a>
    </div>
  );
}
