import { ESIGN_MSG, ESIGN_SEAL_LIMITS as L, ESIGN_SEAL_MSG } from '@evidence/shared/constants';

export interface PrecheckItem {
  label: string;
  ok: boolean;
  /** the refusal when not ok */
  msg?: string;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/**
 * The checks the server makes (check-uploaded-png.ts), made in the browser first so the user sees
 * what is wrong before uploading: PNG by its first bytes (not its name), size, sides, aspect and real
 * transparency (the decoded pixels' alpha). The server checks again regardless and has the last word.
 */
export async function precheckPng(file: File): Promise<PrecheckItem[]> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  const isPng = PNG_SIGNATURE.every((b, i) => head[i] === b);
  const items: PrecheckItem[] = [
    { label: '文件内容为 PNG 图片', ok: isPng, msg: ESIGN_MSG.notPng },
    { label: `不超过 ${L.uploadMaxBytes / 1024 / 1024}MB`, ok: file.size > 0 && file.size <= L.uploadMaxBytes, msg: ESIGN_SEAL_MSG.pngTooLarge },
  ];
  if (!isPng) return items;
  const pixels = await decode(file);
  if (!pixels) return [...items, { label: '图片可以正常打开', ok: false, msg: ESIGN_MSG.notPng }];
  const { width, height, clear, visible } = pixels;
  const sideOk = Math.min(width, height) >= L.minSide && Math.max(width, height) <= L.maxSide;
  return [
    ...items,
    { label: `宽 ${width} × 高 ${height} 像素（${L.minSide}–${L.maxSide}）`, ok: sideOk, msg: ESIGN_SEAL_MSG.pngSide },
    { label: `长宽比不超过 ${L.maxAspect}:1`, ok: Math.max(width, height) <= Math.min(width, height) * L.maxAspect, msg: ESIGN_SEAL_MSG.pngAspect },
    { label: `背景透明（透明像素 ${Math.round(clear * 100)}%）`, ok: clear >= L.minClearShare, msg: ESIGN_SEAL_MSG.pngOpaque },
    { label: '有印章内容', ok: visible >= L.minInkShare, msg: ESIGN_SEAL_MSG.pngBlank },
  ];
}

async function decode(file: File): Promise<{ width: number; height: number; clear: number; visible: number } | null> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { premultiplyAlpha: 'none', colorSpaceConversion: 'none' });
  } catch {
    return null;
  }
  const { width, height } = bitmap;
  // the transparency share is measured on a copy at most 400 px a side: enough to tell, cheap on a phone
  const scale = Math.min(1, 400 / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const g = canvas.getContext('2d');
  if (!g) return null;
  // nearest pixel, so a fully transparent pixel stays fully transparent in the copy
  g.imageSmoothingEnabled = false;
  g.drawImage(bitmap, 0, 0, w, h);
  bitmap.close();
  const data = g.getImageData(0, 0, w, h).data;
  let clear = 0;
  for (let i = 3; i < data.length; i += 4) if (data[i] === 0) clear += 1;
  const total = w * h;
  return { width, height, clear: clear / total, visible: (total - clear) / total };
}
