import type { ReactNode } from 'react';
import { Steps } from 'antd';
import './phone-sign.css';

interface Props {
  /** 0 短信验证, 1 手写签名, 2 完成; null when the QR code cannot be used (no step is claimed done) */
  step: 0 | 1 | 2 | null;
  status?: 'process' | 'finish';
  children: ReactNode;
}

/**
 * The frame of /signature-code, /signature-manual and /signature-end: 375 px first (rem against the
 * mobile layout's 750px design), the three steps on top so the signer sees where they are.
 */
export function SignFrame({ step, status = 'process', children }: Props) {
  return (
    <div className="ep-psign">
      <h1 className="ep-psign__title">手机签字</h1>
      {step !== null && (
        <Steps
          className="ep-psign__steps"
          size="small"
          orientation="horizontal"
          responsive={false}
          titlePlacement="vertical"
          current={step}
          status={status}
          items={[{ title: '短信验证' }, { title: '手写签名' }, { title: '完成' }]}
        />
      )}
      {children}
    </div>
  );
}
