import { Button, Form, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { zCaptcha } from '@evidence/shared/validators';
import { zEvidenceNo } from '@evidence/shared/contracts';
import { CaptchaInput, type CaptchaState } from '@/components/captcha-input';
import { zodRule } from '@/components/form-rules';
import { useBqnoMutation } from '../api/bqno';
import { LABELS, type Lang } from './labels';

interface Props {
  captcha: CaptchaState;
  lang?: Lang;
  /** the number to start with (a link from the certificate page carries it) */
  initialNo?: string | undefined;
  /** called with the number and its viewToken after a successful lookup */
  onFound: (no: string, viewToken: string) => void;
}

/** Evidence number + image captcha → viewToken (POST /api/check/bqno). */
export function LookupForm({ captcha, lang = 'zh', initialNo, onFound }: Props) {
  const t = LABELS[lang];
  const [form] = Form.useForm<{ no: string; imgCode: string }>();
  const lookup = useBqnoMutation();
  const submit = (values: { no: string; imgCode: string }) => {
    const no = values.no.trim();
    lookup.mutate(
      { no, imgCode: values.imgCode, captchaKey: captcha.captchaKey ?? '' },
      {
        onSuccess: (data) => onFound(no, data.viewToken),
        // the captcha answered once, right or wrong: a new one for the next try
        onSettled: () => {
          captcha.refresh();
          form.setFieldValue('imgCode', '');
        },
      },
    );
  };
  return (
    <Form form={form} layout="vertical" className="ep-lookup-form" onFinish={submit} requiredMark={false} initialValues={{ no: initialNo ?? '' }}>
      <Form.Item label={t.no} name="no" rules={[zodRule(zEvidenceNo)]}>
        <Input placeholder={t.noPlaceholder} maxLength={18} inputMode="numeric" autoComplete="off" allowClear />
      </Form.Item>
      <Form.Item label={t.captcha} name="imgCode" rules={[zodRule(zCaptcha)]}>
        <CaptchaInput captcha={captcha} placeholder={t.captchaPlaceholder} texts={t.captchaTexts} />
      </Form.Item>
      <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={lookup.isPending} block>
        {t.search}
      </Button>
    </Form>
  );
}
