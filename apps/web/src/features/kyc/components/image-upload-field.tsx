import { useEffect, useRef, useState } from 'react';
import { Button, Image, Spin, Upload } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { uploadNormal } from '../api/upload-normal';
import { sniffImage, type ImageKind } from '../lib/sniff-image';
import './image-upload-field.css';

/** A verification image as the forms hold it: the server's `path` and something the page can show. */
export interface UploadedImage {
  path: string;
  /** an object URL of the chosen file, or a signed URL from getVerifyInfo */
  previewUrl: string;
}

export interface ImageUploadFieldProps {
  /** antd Form.Item passes these */
  value?: UploadedImage | null;
  onChange?: (value: UploadedImage | null) => void;
  /** what the box says, e.g. 身份证正面 */
  label: string;
  /** image kinds accepted, judged by the file's bytes (000 §5) */
  kinds: readonly ImageKind[];
  maxBytes: number;
  typeMessage: string;
  sizeMessage: string;
  disabled?: boolean;
  /** after a successful upload, e.g. to recognise the ID card's front */
  onUploaded?: (image: UploadedImage) => void;
  /** test id of the hidden file input, for end-to-end tests */
  testId?: string;
}

/**
 * One identity image: choose (click or keyboard), checked here by content and size, uploaded to
 * uploadNormal, previewed. The server checks the stored bytes again when the form is submitted.
 */
export function ImageUploadField({ value, onChange, label, kinds, maxBytes, typeMessage, sizeMessage, disabled, onUploaded, testId }: ImageUploadFieldProps) {
  const [busy, setBusy] = useState(false);
  const objectUrls = useRef<string[]>([]);
  useEffect(() => () => objectUrls.current.forEach((u) => URL.revokeObjectURL(u)), []);

  async function choose(file: File) {
    const kind = await sniffImage(file);
    if (!kind || !kinds.includes(kind)) return toast.error(typeMessage);
    if (file.size > maxBytes) return toast.error(sizeMessage);
    setBusy(true);
    try {
      const stored = await uploadNormal(file);
      const previewUrl = URL.createObjectURL(file);
      objectUrls.current.push(previewUrl);
      const image = { path: stored.path, previewUrl };
      onChange?.(image);
      onUploaded?.(image);
    } catch (e) {
      reportError(e);
    } finally {
      setBusy(false);
    }
  }

  const accept = kinds.map((k) => (k === 'jpeg' ? '.jpg,.jpeg,image/jpeg' : `.${k},image/${k}`)).join(',');
  return (
    <div className="ep-image-field">
      {value ? (
        <div className="ep-image-field__preview">
          <Image src={value.previewUrl} alt={label} width={176} height={112} style={{ objectFit: 'cover' }} />
          {!disabled && (
            <div className="ep-image-field__actions">
              <Upload accept={accept} showUploadList={false} beforeUpload={(f) => (void choose(f), false)} disabled={busy}>
                <Button size="small" loading={busy}>
                  重新上传
                </Button>
              </Upload>
              <Button size="small" icon={<DeleteOutlined />} aria-label={`删除${label}`} onClick={() => onChange?.(null)} />
            </div>
          )}
        </div>
      ) : (
        <Upload accept={accept} showUploadList={false} beforeUpload={(f) => (void choose(f), false)} disabled={disabled || busy}>
          <button type="button" className="ep-image-field__box" disabled={disabled || busy} aria-label={`上传${label}`} data-testid={testId}>
            {busy ? <Spin /> : <PlusOutlined />}
            <span>{busy ? '上传中…' : label}</span>
          </button>
        </Upload>
      )}
    </div>
  );
}
