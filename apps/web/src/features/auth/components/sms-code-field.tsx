import { Form, Input } from 'antd';
import { ZRegisterRequest } from '@evidence/shared/contracts';
import { CountdownButton } from '@/components/countdown-button';
import { contractRule } from '@/components/form-rules';

interface Props {
  remaining: number;
  sending: boolean;
  onRequest: () => void;
}

/** Six-digit SMS code with the countdown button beside it. */
export function SmsCodeField({ remaining, sending, onRequest }: Props) {
  return (
    <Form.Item label="短信验证码" htmlFor="smsCode" required>
      <div className="ep-inline-field">
        <Form.Item name="smsCode" noStyle rules={[contractRule(ZRegisterRequest, 'smsCode')]}>
          <Input placeholder="请输入短信验证码" maxLength={6} inputMode="numeric" autoComplete="one-time-code" />
        </Form.Item>
        <CountdownButton remaining={remaining} loading={sending} onClick={onRequest} />
      </div>
    </Form.Item>
  );
}
