import { useRef, useState } from 'react';
import { Button, Drawer } from 'antd';
import { ESIGN_MSG } from '@evidence/shared/constants';
import { SignatureCanvas, type SignatureHandle } from '@/components/signature-canvas';

const toDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const r = new FileReader();
    r.onload = () => resolve(String(r.result));
    r.onerror = () => reject(new Error('read failed'));
    r.readAsDataURL(blob);
  });

/** The handwriting canvas in a bottom drawer: 撤销, 清除, 确定 (the drawing cut to its ink, a transparent PNG). */
export function HandwritingDrawer({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: (dataUrl: string) => void }) {
  const pad = useRef<SignatureHandle>(null);
  const [empty, setEmpty] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const save = async () => {
    if (!pad.current || pad.current.isEmpty()) return setError(ESIGN_MSG.handwritingRequired);
    try {
      onDone(await toDataUrl(await pad.current.toPng({ trim: true })));
    } catch {
      setError('签名图片生成失败，请重新书写');
    }
  };
  return (
    <Drawer open={open} onClose={onClose} placement="bottom" size="auto" title="手写签名" destroyOnHidden>
      <p className="ep-h5s__note">请在下方区域内用手指书写您的姓名，签名将用于您的全部签名位置。</p>
      <div className="ep-h5s__pad-box">
        <SignatureCanvas
          ref={pad}
          className="ep-h5s__pad"
          testId="h5-handwriting"
          onChange={(isEmpty) => {
            setEmpty(isEmpty);
            if (!isEmpty) setError(null);
          }}
        />
      </div>
      {error && <p className="ep-h5s__error">{error}</p>}
      <div className="ep-h5s__row" style={{ marginTop: '0.24rem' }}>
        <Button block onClick={() => pad.current?.undo()} disabled={empty}>
          撤销
        </Button>
        <Button block onClick={() => pad.current?.clear()} disabled={empty}>
          清除
        </Button>
        <Button block type="primary" onClick={() => void save()}>
          确定
        </Button>
      </div>
    </Drawer>
  );
}
