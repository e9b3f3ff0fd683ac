import { Form } from 'antd';
import type { z } from 'zod';
import { VERIFICATION_LIMITS, VERIFY_MSG } from '@evidence/shared/constants';
import { COMPANY_IMAGE_LABELS } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { ImageUploadField } from '../image-upload-field';
import type { CompanyImageField } from './company-form-values';

const KINDS = ['png', 'jpeg'] as const;

/** Box labels: shorter than the refusal labels, which name the whole document. */
const BOX_LABELS: Record<CompanyImageField, string> = {
  license: '上传营业执照',
  file: '上传授权委托书',
  authorFront: '身份证人像面',
  authorBack: '身份证国徽面',
};

interface Props {
  name: CompanyImageField;
  schema: z.ZodType;
  extra: () => Record<string, unknown>;
  help?: React.ReactNode;
}

/** One company upload (000 §5): png, jpg or jpeg by content, at most 20 MB, the specification's messages. */
export function CompanyImageItem({ name, schema, extra, help }: Props) {
  return (
    <Form.Item label={COMPANY_IMAGE_LABELS[name]} name={name} required rules={[contractRule(schema, name as never, extra)]} extra={help}>
      <ImageUploadField
        label={BOX_LABELS[name]}
        kinds={KINDS}
        maxBytes={VERIFICATION_LIMITS.companyImageMaxBytes}
        typeMessage={VERIFY_MSG.companyImageType}
        sizeMessage={VERIFY_MSG.companyImageTooLarge}
        testId={`upload-${name}`}
      />
    </Form.Item>
  );
}
