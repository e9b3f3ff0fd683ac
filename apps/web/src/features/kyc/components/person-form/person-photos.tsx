import { Alert, Form, Spin } from 'antd';
import { PERSON_IMAGE_LABELS } from '@evidence/shared/contracts';
import { VERIFICATION_LIMITS, VERIFY_MSG } from '@evidence/shared/constants';
import { ImageUploadField, type UploadedImage } from '../image-upload-field';
import type { ImageKind } from '../../lib/sniff-image';
import { imageRule } from './person-rules';

/** 000 §5: png, jpg, jpeg or gif (judged by content), at most 5 MB. */
const KINDS: readonly ImageKind[] = ['png', 'jpeg', 'gif'];

export type OcrState = { kind: 'idle' } | { kind: 'busy' } | { kind: 'done' } | { kind: 'failed'; message: string };

interface Props {
  disabled: boolean;
  ocr: OcrState;
  /** the front was uploaded: read it */
  onFrontUploaded: (image: UploadedImage) => void;
}

const PHOTOS = [
  { name: 'authorFront', label: '身份证人像面', hint: '上传后自动识别姓名、身份证号码和地址' },
  { name: 'authorBack', label: '身份证国徽面', hint: '有效期限须清晰可见' },
  { name: 'authorHand', label: '手持身份证照片', hint: '本人手持身份证人像面，面部和证件清晰' },
] as const;

/** The three identity photos (000 §5) and what the recognition of the front is doing. */
export function PersonPhotos({ disabled, ocr, onFrontUploaded }: Props) {
  return (
    <section aria-labelledby="person-photos-title">
      <h2 id="person-photos-title" className="ep-person-form__heading">
        身份证照片
      </h2>
      <p className="ep-person-form__note">请上传清晰、完整、未经修改的照片，支持 png、jpg、jpeg、gif 格式，单张不超过 5M。</p>
      <div className="ep-person-form__photos">
        {PHOTOS.map((p) => (
          <Form.Item key={p.name} name={p.name} label={p.label} required rules={[imageRule(p.name)]} extra={p.hint} className="ep-person-form__photo">
            <ImageUploadField
              label={PERSON_IMAGE_LABELS[p.name]}
              kinds={KINDS}
              maxBytes={VERIFICATION_LIMITS.personImageMaxBytes}
              typeMessage={VERIFY_MSG.personImageType}
              sizeMessage={VERIFY_MSG.personImageTooLarge}
              disabled={disabled}
              onUploaded={p.name === 'authorFront' ? onFrontUploaded : undefined}
              testId={`upload-${p.name}`}
            />
          </Form.Item>
        ))}
      </div>
      <div role="status" aria-live="polite" className="ep-person-form__ocr">
        {ocr.kind === 'busy' && (
          <span className="ep-person-form__ocr-busy">
            <Spin size="small" /> 正在识别…
          </span>
        )}
        {ocr.kind === 'done' && <Alert type="success" showIcon title="已根据身份证人像面填写姓名、身份证号码和地址，请核对无误后提交。" />}
        {ocr.kind === 'failed' && <Alert type="warning" showIcon title={ocr.message} />}
      </div>
    </section>
  );
}
