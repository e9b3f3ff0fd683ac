import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { useSiteConfig } from '@/features/home/api/get-site-config';
import { SiteFooter } from './site-footer';
import './auth-layout.css';

/**
 * Login, register and password reset: a light frame (no account shell) so the first page a
 * visitor opens loads fast.
 */
export function Component() {
  const { data } = useSiteConfig();
  return (
    <div className="ep-auth">
      <header className="ep-auth__bar">
        <Logo name={data?.siteName} />
      </header>
      <main className="ep-auth__main">
        <section className="ep-auth__intro" aria-hidden="true">
          <h2>电子数据存证 · 在线公证</h2>
          <p>文件上传即计算 SHA-256 与 SM3 双重哈希，写入防篡改账本并出具保全证书，与公证处在线衔接。</p>
        </section>
        <div className="ep-auth__card">
          <Outlet />
        </div>
      </main>
      <SiteFooter />
    </div>
  );
}
