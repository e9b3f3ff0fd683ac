import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import SignaturePad from 'signature_pad';

export interface SignatureHandle {
  isEmpty(): boolean;
  clear(): void;
  /** the drawing as a PNG on a transparent background, at the screen's pixel density */
  toPng(): Promise<Blob>;
}

interface Props {
  ref?: Ref<SignatureHandle>;
  /** called when the first stroke starts and after clearing, so buttons can follow */
  onChange?: (empty: boolean) => void;
}

/**
 * A handwriting canvas (signature_pad: mouse, pen and touch through pointer events). The canvas is
 * sized to its box times the device pixel ratio, so strokes stay sharp on phones; a resize keeps
 * the strokes (redrawn from the pad's point data). The page does not scroll while drawing on it.
 */
export function SignatureCanvas({ ref, onChange }: Props) {
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
      toPng: () =>
        new Promise<Blob>((resolve, reject) => {
          const canvas = canvasRef.current;
          if (!canvas) return reject(new Error('no canvas'));
          canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob failed'))), 'image/png');
        }),
    }),
    [],
  );

  return <canvas ref={canvasRef} className="ep-seal-canvas" aria-label="手写签名区域：按住鼠标或用手指在此书写" data-testid="seal-canvas" />;
}
