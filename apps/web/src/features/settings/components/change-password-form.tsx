import { Button, Form, Input } from 'antd';
import { ZEditPasswordRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { useEditPasswordMutation } from '../api/edit-password';

interface Values {
  oldPassword: string;
  password: string;
  confirmPassword: string;
}

/**
 * Old, new, repeat. The contract's refinements (MSG.passwordMismatch, MSG.passwordSameAsOld) apply
 * on the client as well, before anything is sent.
 */
export function ChangePasswordForm({ account, onChanged }: { account: string; onChanged: () => void }) {
  const [form] = Form.useForm<Values>();
  const mutation = useEditPasswordMutation();

  return (
    <Form
      form={form}
      layout="vertical"
      className="ep-narrow-form"
      onFinish={(values) => mutation.mutate(values, { onSuccess: onChanged })}
    >
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" autoComplete="username" value={account} readOnly hidden />
      <Form.Item label="原密码" name="oldPassword" required rules={[contractRule(ZEditPasswordRequest, 'oldPassword')]}>
        <Input.Password placeholder="请输入原密码" maxLength={50} autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        label="新密码"
        name="password"
        required
        dependencies={['oldPassword']}
        rules={[contractRule(ZEditPasswordRequest, 'password')]}
        extra="6-18位，须同时包含字母和数字"
      >
        <Input.Password placeholder="请输入新密码" maxLength={18} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="confirmPassword"
        required
        dependencies={['password']}
        rules={[contractRule(ZEditPasswordRequest, 'confirmPassword')]}
      >
        <Input.Password placeholder="请再次输入新密码" maxLength={18} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={mutation.isPending}>
        确认修改
      </Button>
    </Form>
  );
}
