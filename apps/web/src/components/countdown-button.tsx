import { Button } from 'antd';
import type { ButtonProps } from 'antd';

interface Props extends Omit<ButtonProps, 'children'> {
  remaining: number;
  label?: string;
}

/** "获取验证码" that turns into "60秒后重新获取" while a countdown runs. */
export function CountdownButton({ remaining, label = '获取验证码', disabled, ...rest }: Props) {
  return (
    <Button {...rest} disabled={disabled || remaining > 0} className={`ep-countdown-button ${rest.className ?? ''}`}>
      {remaining > 0 ? `${remaining}秒后重新获取` : label}
    </Button>
  );
}
