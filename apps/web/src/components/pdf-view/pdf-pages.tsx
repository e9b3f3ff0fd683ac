import { useEffect, useState } from 'react';
import { Alert, Spin } from 'antd';
import { loadPdf, type PDFDocumentProxy } from './load-pdf';
import { PdfPageSlot } from './pdf-page-slot';
import type { PdfPageSize, PdfPagesProps } from './types';

type Loaded = { kind: 'error'; message: string } | { kind: 'ready'; doc: PDFDocumentProxy; pages: PdfPageSize[] };
/** the outcome together with the source it belongs to: a new source reads as loading until its own outcome */
type State = Loaded & { source: PdfPagesProps['source'] };

/** pdf.js's exception names → what the user reads. */
function describe(e: unknown): string {
  const name = (e as { name?: string } | null)?.name;
  if (name === 'PasswordException') return 'PDF 已加密，无法预览';
  if (name === 'InvalidPDFException') return '文件不是有效的 PDF，无法预览';
  if (name === 'ResponseException' || name === 'MissingPDFException') return 'PDF 文件获取失败，请稍后重试';
  return 'PDF 预览失败，请稍后重试';
}

/** The default export loaded by index.tsx's React.lazy (so pdf.js stays in its own chunk). */
export default function PdfPages({ source, width, renderOverlay, onLoaded, gap = 16, className }: PdfPagesProps) {
  const [loaded, setLoaded] = useState<State | null>(null);
  const state = loaded && loaded.source === source ? loaded : { kind: 'loading' as const };

  useEffect(() => {
    let cancelled = false;
    const task = loadPdf(source);
    task.promise
      .then(async (doc) => {
        // every page's size first, so the placeholders have their final height and scrolling does not jump
        const pages: PdfPageSize[] = [];
        for (let i = 1; i <= doc.numPages; i++) {
          const vp = (await doc.getPage(i)).getViewport({ scale: 1 });
          pages.push({ widthPt: vp.width, heightPt: vp.height });
        }
        if (cancelled) return;
        onLoaded?.(pages);
        setLoaded({ kind: 'ready', doc, pages, source });
      })
      .catch((e: unknown) => {
        if (!cancelled) setLoaded({ kind: 'error', message: describe(e), source });
      });
    return () => {
      cancelled = true;
      void task.destroy();
    };
    // onLoaded is a notification, not an input: a new callback identity must not reload the document
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source]);

  if (state.kind === 'loading') {
    return (
      <div className="ep-pdf-state" role="status">
        <Spin /> 正在加载 PDF…
      </div>
    );
  }
  if (state.kind === 'error') return <Alert type="error" showIcon title={state.message} className="ep-pdf-error" />;
  return (
    <div className={`ep-pdf-pages ${className ?? ''}`} style={{ gap }} aria-label={`PDF 共 ${state.pages.length} 页`}>
      {state.pages.map((size, index) => (
        <PdfPageSlot key={index} doc={state.doc} index={index} size={size} width={width} renderOverlay={renderOverlay} />
      ))}
    </div>
  );
}
