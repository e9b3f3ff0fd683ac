import { useEffect, useRef, useState } from 'react';
import { Button, Image, Spin, Upload } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MEMBER_MSG } from '@evidence/shared/constants';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { uploadLetter } from '../api/upload';
import { isImageFile } from '../lib/sniff';

export interface LetterValue {
  path: string;
  previewUrl: string;
}

/** The authorization letter: an image only ('请上传图片类型', judged by its bytes), uploaded at once, previewed. */
export function LetterUpload({ value, onChange }: { value?: LetterValue | null; onChange?: (v: LetterValue | null) => void }) {
  const [busy, setBusy] = useState(false);
  const urls = useRef<string[]>([]);
  useEffect(() => () => urls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  async function choose(file: File) {
    if (!(await isImageFile(file))) return toast.error(MEMBER_MSG.letterType);
    setBusy(true);
    try {
      const stored = await uploadLetter(file);
      const previewUrl = URL.createObjectURL(file);
      urls.current.push(previewUrl);
      onChange?.({ path: stored.path, previewUrl });
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }
  const picker = (child: React.ReactNode) => (
    <Upload accept="image/png,image/jpeg,image/gif,.png,.jpg,.jpeg,.gif" showUploadList={false} beforeUpload={(f) => (void choose(f), false)} disabled={busy}>
      {child}
    </Upload>
  );
  return value ? (
    <div className="ep-letter">
      <Image src={value.previewUrl} alt="授权委托书" width={160} height={112} style={{ objectFit: 'cover' }} />
      {picker(
        <Button size="small" loading={busy}>
          重新上传
        </Button>,
      )}
    </div>
  ) : (
    picker(
      <button type="button" className="ep-letter__box" disabled={busy} aria-label="上传授权委托书" data-testid="letter-input">
        {busy ? <Spin /> : <PlusOutlined />}
        <span>{busy ? '上传中…' : '上传授权委托书'}</span>
      </button>,
    )
  );
}
