import type { ReactNode } from 'react';
import './admin-login-card.css';

/** The operator sign-in page frame: dark backdrop, centred card. */
export function AdminLoginCard({ children }: { children: ReactNode }) {
  return (
    <div className="ep-admin-login">
      <div className="ep-admin-login__card">
        <h1>运营后台</h1>
        <p>公证处工作人员登录</p>
        {children}
      </div>
    </div>
  );
}
