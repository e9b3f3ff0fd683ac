import { Form, Input, Modal } from 'antd';
import { NOTARY_OFFICE, NOTARY_OFFICE_MSG } from '@evidence/shared/constants';

interface Props {
  /** terminate 终止办理 (出证终止) or fail 出证失败; null: closed */
  kind: 'terminate' | 'fail' | null;
  /** how the fee goes back, for the notary to read before confirming */
  refundNote: string;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** The reason of 终止 / 出证失败: required, one line, at most 200 characters; the applicant reads it in a notice. */
export function NotaryEndDialog({ kind, refundNote, submitting, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  const title = kind === 'fail' ? '确认出证失败' : '终止办理';
  return (
    <Modal
      title={title}
      open={kind !== null}
      okText={kind === 'fail' ? '确认出证失败' : '确认终止'}
      okButtonProps={{ danger: true, loading: submitting }}
      cancelText="取消"
      onCancel={onCancel}
      onOk={() => void form.validateFields().then((v) => onSubmit(v.reason.trim()), () => undefined)}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <p>{kind === 'fail' ? '订单将以“出证失败”结束，不再出具公证书。' : '订单将以“出证终止”结束。'}{refundNote}此操作不可撤销。</p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="原因"
          rules={[
            { required: true, whitespace: true, message: NOTARY_OFFICE_MSG.reasonRequired },
            { max: NOTARY_OFFICE.reasonMax, message: NOTARY_OFFICE_MSG.reasonTooLong },
            { pattern: /^[^\r\n]*$/, message: '请写在一行内，不要换行' },
          ]}
        >
          <Input.TextArea rows={3} maxLength={NOTARY_OFFICE.reasonMax} showCount placeholder="申请人将在站内消息中看到该原因" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
