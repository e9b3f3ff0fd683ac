import { Alert, Button, Descriptions, Form, Input, Modal, Skeleton, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { EXTRACT_CODE_MAX, EXTRACT_CODE_MIN, SHARE_MSG } from '@evidence/shared/constants';
import { ZSetExtractCodeRequest } from '@evidence/shared/contracts';
import { checkNewExtractCode } from '@evidence/shared/validators';
import { contractRule } from '@/components/form-rules';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { formatDateTime } from '@/lib/format';
import { useExtractCode } from '../api/get-extract-code';
import { useSetExtractCodeMutation } from '../api/set-extract-code';
import { copyText } from '../lib/hidden-download';

interface Values {
  extractCode: string;
}

/**
 * The settings tab 证据提取码 (000 §2): the current code with a copy button; an individual or a
 * company main account sets or changes it (at most 30 characters, 000 §5; since issue 14 at least 6
 * with letters and digits, the contract's rule; a change is confirmed, since the old code stops
 * working at once). A code set before that rule keeps working; its owner is asked to change it.
 * A sub-account sees the company's code, read only.
 */
export function ExtractCodePanel() {
  const query = useExtractCode();
  const mutation = useSetExtractCodeMutation();
  const [form] = Form.useForm<Values>();
  // the app has no antd <App> wrapper (provider.tsx): the hook's holder renders the confirm
  const [modal, modalHolder] = Modal.useModal();

  if (query.isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (query.isError || !query.data) {
    return <Alert type="warning" showIcon title={errorText(query.error)} action={<Button size="small" onClick={() => void query.refetch()}>重试</Button>} />;
  }
  const info = query.data;

  async function copy(code: string) {
    if (await copyText(code)) toast.success(SHARE_MSG.copied);
    else toast.error('复制失败，请手动选择提取码复制');
  }

  function save(values: Values) {
    const run = () =>
      mutation.mutate(values, {
        onSuccess: () => {
          toast.success(SHARE_MSG.saved);
          form.resetFields();
        },
      });
    if (info.extractCode === null && !info.unreadable) run();
    else void modal.confirm({ title: '修改提取码', content: SHARE_MSG.changeConfirm, okText: '确定修改', cancelText: '取消', onOk: run });
  }

  return (
    <div className="ep-narrow-form">
      {modalHolder}
      {info.isCompanyCode && <Alert type="info" showIcon title={SHARE_MSG.subAccountNote} style={{ marginBottom: 16 }} />}
      {info.canChange && info.extractCode !== null && checkNewExtractCode(info.extractCode) !== undefined && (
        <Alert type="warning" showIcon title={SHARE_MSG.weakCodeWarning} style={{ marginBottom: 16 }} data-testid="weak-extract-code" />
      )}
      {info.unreadable && <Alert type="warning" showIcon title={info.isCompanyCode ? SHARE_MSG.noCode : SHARE_MSG.codeUnreadable} style={{ marginBottom: 16 }} />}
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 24 }}>
        <Descriptions.Item label={info.isCompanyCode ? '企业提取码' : '当前提取码'}>
          {info.extractCode === null ? (
            <Typography.Text type="secondary">{info.isCompanyCode ? '企业尚未设置提取码' : '未设置'}</Typography.Text>
          ) : (
            <Space wrap>
              <Typography.Text code data-testid="current-extract-code">{info.extractCode}</Typography.Text>
              <Button size="small" icon={<CopyOutlined />} onClick={() => void copy(info.extractCode!)}>
                复制
              </Button>
            </Space>
          )}
        </Descriptions.Item>
        {info.updatedAt !== null && <Descriptions.Item label="设置时间">{formatDateTime(info.updatedAt)}</Descriptions.Item>}
      </Descriptions>
      {info.extractCode === null && !info.isCompanyCode && <Typography.Paragraph type="secondary">{SHARE_MSG.noCodeYet}</Typography.Paragraph>}
      {info.canChange && (
        <Form form={form} layout="vertical" onFinish={save}>
          <Form.Item
            label={info.extractCode === null ? '设置提取码' : '新提取码'}
            name="extractCode"
            required
            rules={[contractRule(ZSetExtractCodeRequest, 'extractCode')]}
            extra={`${EXTRACT_CODE_MIN}至${EXTRACT_CODE_MAX}个字符，须同时包含字母和数字，可用常用符号（不能包含空格和 \\ " ' < > { } [ ] 等特殊字符）。请只告知需要查看证据的人。`}
          >
            <Input placeholder="请输入提取码" maxLength={EXTRACT_CODE_MAX} showCount autoComplete="off" />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={mutation.isPending}>
            {info.extractCode === null ? '保存' : '修改提取码'}
          </Button>
        </Form>
      )}
    </div>
  );
}
