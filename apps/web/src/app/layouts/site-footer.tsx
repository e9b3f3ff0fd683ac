import { Link } from 'react-router';
import { useSiteConfig } from '@/features/home/api/get-site-config';
import { localProviderText } from '@/features/home/components/local-provider-text';

/** Footer with the honest "local test environment" notice whenever a provider is a stand-in. */
export function SiteFooter() {
  const { data } = useSiteConfig();
  const notice = data ? localProviderText(data.localProviders) : null;
  return (
    <footer className="ep-footer">
      {notice && (
        <p className="ep-footer__notice" role="note">
          {notice}
        </p>
      )}
      <p>
        <Link to="/clause">平台服务协议</Link>
        <span className="ep-footer__sep">|</span>
        <Link to="/helpCenter">帮助中心</Link>
        <span className="ep-footer__sep">|</span>
        {/* the public lookup and the verify page, for visitors holding a 保全号 or an evidence package */}
        <Link to="/queryAuthentication">存证查询</Link>
        <span className="ep-footer__sep">|</span>
        <Link to="/queryAuthentication/electronicData">电子数据核验</Link>
      </p>
      <p>
        © {new Date().getFullYear()} {data?.siteName ?? '数据存证平台'} · 与公证处联合运营的电子数据存证与在线公证服务
      </p>
    </footer>
  );
}
