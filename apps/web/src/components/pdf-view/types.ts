import type { ReactNode } from 'react';

/** A page's size in PDF points (its crop box, as pdf.js reports it at scale 1, rotation applied). */
export interface PdfPageSize {
  widthPt: number;
  heightPt: number;
}

/** What an overlay is drawn over: the canvas's CSS size and the page's size in points. */
export interface PdfPageBox extends PdfPageSize {
  widthPx: number;
  heightPx: number;
}

export interface PdfPagesProps {
  /** a same-origin URL (no auth header is sent) or the PDF's bytes (copied: the caller's buffer stays usable) */
  source: string | ArrayBuffer | Uint8Array;
  /** CSS width of every page in px; the height follows each page's aspect ratio */
  width: number;
  /** drawn over a page, absolutely positioned inside a box of exactly the page's size (fields, stamps) */
  renderOverlay?: (pageIndex: number, box: PdfPageBox) => ReactNode;
  /** called once per document with every page's size, before any page is drawn */
  onLoaded?: (pages: PdfPageSize[]) => void;
  /** gap between pages in px */
  gap?: number;
  className?: string;
}
