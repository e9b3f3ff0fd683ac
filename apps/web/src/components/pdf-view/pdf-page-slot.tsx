import { useEffect, useRef, useState } from 'react';
import { Spin } from 'antd';
import type { PDFDocumentProxy } from './load-pdf';
import type { PdfPageSize, PdfPagesProps } from './types';

interface Props {
  doc: PDFDocumentProxy;
  index: number;
  size: PdfPageSize;
  width: number;
  renderOverlay: PdfPagesProps['renderOverlay'];
}

/**
 * One page: a box of the page's final size at once, the canvas drawn when the box comes near the view
 * (a 200-page contract must not draw 200 canvases up front), redrawn when the width changes.
 */
export function PdfPageSlot({ doc, index, size, width, renderOverlay }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // without IntersectionObserver (old engines) every page is drawn at once
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  // the width the canvas was last drawn at: a new width shows the placeholder until it is redrawn
  const [drawnAt, setDrawnAt] = useState(0);
  const drawn = drawnAt === width;
  const [failed, setFailed] = useState(false);
  const heightPx = Math.round((width * size.heightPt) / size.widthPt);

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), { rootMargin: '600px 0px' });
    io.observe(box);
    return () => io.disconnect();
  }, []);

  useEffect(() => {
    if (!near || !canvasRef.current) return;
    const canvas = canvasRef.current;
    let cancelled = false;
    let task: { cancel: () => void; promise: Promise<void> } | null = null;
    void doc.getPage(index + 1).then((page) => {
      if (cancelled) return;
      // sharp on high-density screens: the bitmap has devicePixelRatio × the CSS size
      const ratio = Math.min(window.devicePixelRatio || 1, 3);
      const viewport = page.getViewport({ scale: (width / size.widthPt) * ratio });
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      task = page.render({ canvas, viewport });
      task.promise.then(
        () => !cancelled && setDrawnAt(width),
        (e: unknown) => !cancelled && (e as { name?: string })?.name !== 'RenderingCancelledException' && setFailed(true),
      );
    }, () => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [near, doc, index, width, size.widthPt]);

  return (
    <div ref={boxRef} className="ep-pdf-page" style={{ width, height: heightPx }} data-page={index + 1} aria-label={`第 ${index + 1} 页`}>
      <canvas ref={canvasRef} style={{ width, height: heightPx }} />
      {!drawn && !failed && (
        <div className="ep-pdf-page-state">
          <Spin size="small" /> 第 {index + 1} 页加载中…
        </div>
      )}
      {failed && <div className="ep-pdf-page-state ep-pdf-page-failed">第 {index + 1} 页显示失败</div>}
      {renderOverlay && <div className="ep-pdf-overlay">{renderOverlay(index, { widthPx: width, heightPx, ...size })}</div>}
    </div>
  );
}
