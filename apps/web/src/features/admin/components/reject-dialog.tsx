import { Form, Input, Modal, Tag } from 'antd';
import { VERIFICATION_LIMITS, VERIFY_MSG } from '@evidence/shared/constants';
import { COMMON_REJECT_REASONS } from './verification-labels';

interface Props {
  open: boolean;
  /** company submissions lose their uploads on rejection (000 §4): the dialog says so */
  clearsFiles: boolean;
  submitting: boolean;
  onCancel: () => void;
  onSubmit: (reason: string) => void;
}

/** The reason for a rejection: required, at most 200 characters; the user reads it in a notice. */
export function RejectDialog({ open, clearsFiles, submitting, onCancel, onSubmit }: Props) {
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      title="驳回认证申请"
      open={open}
      okText="确认驳回"
      okButtonProps={{ danger: true, loading: submitting }}
      cancelText="取消"
      onCancel={onCancel}
      // a failed validation shows its message under the field; nothing else to do
      onOk={() => void form.validateFields().then((v) => onSubmit(v.reason.trim()), () => undefined)}
      afterClose={() => form.resetFields()}
      destroyOnHidden
    >
      <p className="ep-kyc-reject__hint">
        驳回原因将通过站内消息和短信通知用户。{clearsFiles ? '驳回后，该申请上传的营业执照、授权委托书和身份证照片将被清除，用户须重新上传。' : ''}
      </p>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label="驳回原因"
          rules={[
            { required: true, whitespace: true, message: VERIFY_MSG.rejectReasonRequired },
            { max: VERIFICATION_LIMITS.rejectReasonMax, message: VERIFY_MSG.rejectReasonTooLong },
          ]}
        >
          <Input.TextArea rows={4} maxLength={VERIFICATION_LIMITS.rejectReasonMax} showCount placeholder="请写明需要用户修改或补充的内容" />
        </Form.Item>
      </Form>
      <div className="ep-kyc-reject__quick">
        {COMMON_REJECT_REASONS.map((r) => (
          <Tag key={r} className="ep-kyc-reject__tag" onClick={() => form.setFieldValue('reason', r)}>
            {r}
          </Tag>
        ))}
      </div>
    </Modal>
  );
}
