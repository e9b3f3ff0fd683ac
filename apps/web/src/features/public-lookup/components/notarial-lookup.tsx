import { useState } from 'react';
import { Alert, Button, Form, Input, Space } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import type { TNotarialFacts } from '@evidence/shared/contracts';
import { zCaptcha } from '@evidence/shared/validators';
import { zCertificateNo } from '@evidence/shared/contracts';
import { CaptchaInput, type CaptchaState } from '@/components/captcha-input';
import { zodRule } from '@/components/form-rules';
import { errorText } from '@/lib/api-client';
import { useNotarialLookupMutation } from '../api/notarial';
import { NotarialFacts } from './notarial-facts';

/**
 * 按编号查询: the certificate number and the image captcha → the issued certificate's public facts, or the
 * one not-found answer beside the form. The captcha is spent by every answer, so a new one follows.
 */
export function NotarialLookup({ captcha }: { captcha: CaptchaState }) {
  const [form] = Form.useForm<{ certificateNo: string; imgCode: string }>();
  const lookup = useNotarialLookupMutation();
  const [facts, setFacts] = useState<TNotarialFacts | null>(null);
  const submit = (values: { certificateNo: string; imgCode: string }) => {
    lookup.mutate(
      { certificateNo: values.certificateNo, imgCode: values.imgCode, captchaKey: captcha.captchaKey ?? '' },
      {
        onSuccess: setFacts,
        onSettled: () => {
          captcha.refresh();
          form.setFieldValue('imgCode', '');
        },
      },
    );
  };
  if (facts) {
    return (
      <Space orientation="vertical" size="middle" className="ep-full-width">
        <NotarialFacts facts={facts} />
        <Alert
          type="info"
          showIcon
          title="按公证书编号只能查到公证书的公开信息；申请人的姓名、证件号码、联系电话和证据文件的名称与内容不公开。"
          description="如需确认手中的公证书文件就是公证处出具的原件且未被修改，请在「上传文件核验」中上传该PDF文件，核对签名和上面的 SHA-256。"
        />
        <Button onClick={() => { setFacts(null); lookup.reset(); }}>重新查询</Button>
      </Space>
    );
  }
  return (
    <div className="ep-lookup-narrow">
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label="公证书编号" name="certificateNo" rules={[zodRule(zCertificateNo)]} extra="公证书首页所载编号，如“(2026)X证字第1号”">
          <Input placeholder="请输入公证书编号" maxLength={60} autoComplete="off" allowClear />
        </Form.Item>
        <Form.Item label="图形验证码" name="imgCode" rules={[zodRule(zCaptcha)]}>
          <CaptchaInput captcha={captcha} />
        </Form.Item>
        {lookup.isError ? <Alert type="error" showIcon title={errorText(lookup.error)} className="ep-notarial__error" /> : null}
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} loading={lookup.isPending} block>
          查询
        </Button>
      </Form>
    </div>
  );
}
