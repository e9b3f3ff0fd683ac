import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import type { PdfPagesProps } from './types';
import './pdf-view.css';

export type { PdfPageBox, PdfPageSize, PdfPagesProps } from './types';
// not lazy: neither imports pdf.js
export { hasPdfHeader, pdfProblem } from './pick-pdf';
export { useFileBytes } from './use-file-bytes';

// pdf.js (~400 KB gzip with its worker) is fetched only when a page shows a PDF: never in the main or login bundle.
const LazyPdfPages = lazy(() => import('./pdf-pages'));

/**
 * Every page of a PDF as a canvas (pdf.js), drawn as it scrolls into view, with an optional overlay per
 * page for fields and stamps. Canvases rather than an <iframe>/<embed> viewer: the overlay can be placed
 * in page percent, and headless browsers can click it.
 */
export function PdfPages(props: PdfPagesProps) {
  return (
    <Suspense
      fallback={
        <div className="ep-pdf-state" role="status">
          <Spin /> 正在加载 PDF 预览组件…
        </div>
      }
    >
      <LazyPdfPages {...props} />
    </Suspense>
  );
}
