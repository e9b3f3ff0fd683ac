import { Alert, Button, Form, Input, Space, Typography } from 'antd';
import { EXTRACT_CODE_MAX, SHARE_MSG } from '@evidence/shared/constants';
import { ZSetExtractCodeRequest, type TExtractCodeInfo } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useSetExtractCodeMutation } from '../api/set-extract-code';

/**
 * The 提取码 of the 分享 dialog: shown when set; when not (or no longer readable), set here with the same call and
 * rule as the settings tab (POST /api/user/setExtractCode, zNewExtractCode). Setting a first code needs no confirm;
 * changing one is left to the settings tab, where the warning that the old code stops working is shown. A
 * sub-account cannot set the company's code and is told whom to ask.
 */
export function ShareCodeField({ info }: { info: TExtractCodeInfo }) {
  const [form] = Form.useForm<{ extractCode: string }>();
  const mutation = useSetExtractCodeMutation();
  if (info.extractCode !== null) {
    return (
      <Typography.Text code strong data-testid="share-code">
        {info.extractCode}
      </Typography.Text>
    );
  }
  if (!info.canChange) return <Alert type="warning" showIcon title={`企业尚未设置提取码。${SHARE_MSG.subAccountNoChange}`} />;
  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={(values) => mutation.mutate(values, { onSuccess: () => toast.success(SHARE_MSG.saved) })}
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        {info.unreadable ? SHARE_MSG.codeUnreadable : '尚未设置提取码（6至30个字符，须同时包含字母和数字）。设置后，对方凭提取码即可在线预览或下载证据。'}
      </Typography.Paragraph>
      <Space.Compact style={{ width: '100%' }}>
        <Form.Item name="extractCode" noStyle rules={[contractRule(ZSetExtractCodeRequest, 'extractCode')]}>
          <Input placeholder="请输入提取码" aria-label="设置提取码" maxLength={EXTRACT_CODE_MAX} autoComplete="off" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={mutation.isPending}>
          设置提取码
        </Button>
      </Space.Compact>
      {/* the field's own error (noStyle hides it in the compact row) */}
      <Form.Item shouldUpdate noStyle>
        {() => {
          const err = form.getFieldError('extractCode')[0];
          return err ? <Typography.Text type="danger" role="alert">{err}</Typography.Text> : null;
        }}
      </Form.Item>
      {mutation.isError && <Typography.Text type="danger" role="alert">{errorText(mutation.error)}</Typography.Text>}
    </Form>
  );
}
