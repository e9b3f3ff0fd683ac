import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';
import { inkBox, withMargin } from '@/lib/ink-box';

export interface SignatureHandle {
  isEmpty(): boolean;
  clear(): void;
  /** takes back the last stroke (撤销) */
  undo(): void;
  /**
   * The drawing as a PNG on a transparent background, at the screen's pixel density; `trim` cuts it to
   * the ink with a small margin (the phone's handwriting), otherwise the whole canvas (the seals page).
   */
  toPng(options?: { trim?: boolean }): Promise<Blob>;
}

interface Props {
  ref?: Ref<SignatureHandle>;
  /** called when the first stroke starts, after clearing and after an undo, so buttons can follow */
  onChange?: (empty: boolean) => void;
  /** the canvas's own class: its height, cursor and `touch-action: none` belong to the page using it */
  className: string;
  testId: string;
}

/** Margin kept around the ink when trimming, in device pixels. */
const TRIM_MARGIN = 12;

const toBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob>((resolve, reject) => canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png'));

/** The canvas cut to its ink (the caller has checked it is not empty). */
function trimmed(canvas: HTMLCanvasElement): HTMLCanvasElement {
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  const { width, height } = canvas;
  const box = inkBox(ctx.getImageData(0, 0, width, height).data, width, height);
  if (!box) return canvas;
  const cut = withMargin(box, TRIM_MARGIN, width, height);
  const out = document.createElement('canvas');
  out.width = cut.right - cut.left;
  out.height = cut.bottom - cut.top;
  out.getContext('2d')?.drawImage(canvas, cut.left, cut.top, out.width, out.height, 0, 0, out.width, out.height);
  return out;
}

/**
 * A handwriting canvas (signature_pad: mouse, pen and touch through pointer events), shared by the
 * seals page and the phone's signing page. The canvas is sized to its box times the device pixel ratio,
 * so strokes stay sharp on phones; a resize keeps the strokes (redrawn from the pad's point data). The
 * page does not scroll while drawing on it (the class given sets `touch-action: none`).
 */
export function SignatureCanvas({ ref, onChange, className, testId }: Props) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    const pad = new SignaturePad(canvas, { penColor: '#111111', backgroundColor: 'rgba(0,0,0,0)', minWidth: 1.2, maxWidth: 3.2 });
    padRef.current = pad;
    const begin = () => onChangeRef.current?.(false);
    pad.addEventListener('beginStroke', begin);
    const fit = () => {
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const width = Math.round(canvas.offsetWidth * ratio);
      const height = Math.round(canvas.offsetHeight * ratio);
      if (width === 0 || height === 0 || (canvas.width === width && canvas.height === height)) return;
      const data = pad.toData();
      canvas.width = width;
      canvas.height = height;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.clear();
      if (data.length > 0) pad.fromData(data);
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('beginStroke', begin);
      pad.off();
      padRef.current = null;
    };
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      isEmpty: () => padRef.current?.isEmpty() ?? true,
      clear: () => {
        padRef.current?.clear();
        onChangeRef.current?.(true);
      },
      undo: () => {
        const pad = padRef.current;
        if (!pad) return;
        pad.fromData(pad.toData().slice(0, -1));
        onChangeRef.current?.(pad.isEmpty());
      },
      toPng: ({ trim = false } = {}) => {
        const canvas = canvasRef.current;
        if (!canvas) return Promise.reject(new Error('no canvas'));
        return toBlob(trim ? trimmed(canvas) : canvas);
      },
    }),
    [],
  );

  return <canvas ref={canvasRef} className={className} aria-label="手写签名区域：按住鼠标或用手指在此书写" data-testid={testId} />;
}
