import { Input, Space } from 'antd';
import { CountdownButton } from '@/components/countdown-button';

interface Props {
  value?: string;
  onChange?: (v: string) => void;
  remaining: number;
  sending: boolean;
  canSend: boolean;
  onSend: () => void;
  placeholder?: string;
}

/** A 6-digit code input with 获取验证码 and its 60 s countdown. */
export function SmsCodeRow({ value, onChange, remaining, sending, canSend, onSend, placeholder = '请输入短信验证码' }: Props) {
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input value={value} onChange={(e) => onChange?.(e.target.value.trim())} maxLength={6} inputMode="numeric" placeholder={placeholder} data-testid="sms-code" />
      <CountdownButton remaining={remaining} loading={sending} disabled={!canSend} onClick={onSend} data-testid="send-code" />
    </Space.Compact>
  );
}
