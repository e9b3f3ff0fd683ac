import { Link } from 'react-router';
import { useSiteConfig } from '@/features/home/api/get-site-config';
import { localProviderText } from '@/features/home/components/local-provider-text';

/**
 * Footer with the honest "local test environment" notice whenever a provider is a stand-in, the
 * platform's operator, customer service and the partner notary office as configured (issue 24 item 4).
 */
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
        <Link to="/prices">收费标准</Link>
        <span className="ep-footer__sep">|</span>
        <Link to="/clause">平台服务协议</Link>
        <span className="ep-footer__sep">|</span>
        <Link to="/helpCenter">帮助中心</Link>
        <span className="ep-footer__sep">|</span>
        {/* the public lookup and the verify page, for visitors holding a 保全号 or an evidence package */}
        <Link to="/queryAuthentication">存证查询</Link>
        <span className="ep-footer__sep">|</span>
        <Link to="/queryAuthentication/electronicData">电子数据核验</Link>
      </p>
      {data && (
        <div className="ep-footer__identity" data-testid="footer-identity">
          <p>
            运营方：{data.operator.name}
            {data.operator.creditCode && <> · 统一社会信用代码：{data.operator.creditCode}</>}
          </p>
          <p>
            客服电话：{data.operator.servicePhone}
            {data.operator.serviceEmail && (
              <>
                {' '}
                · 客服邮箱：<a href={`mailto:${data.operator.serviceEmail}`}>{data.operator.serviceEmail}</a>
              </>
            )}
          </p>
          <p>
            合作公证处：{data.notaryOffice.name} · 执业证号：{data.notaryOffice.licence} · 地址：{data.notaryOffice.address} · 电话：{data.notaryOffice.phone}
          </p>
        </div>
      )}
      <p>
        © {new Date().getFullYear()} {data?.siteName ?? '数据存证平台'} · 与公证处联合运营的电子数据存证与在线公证服务
      </p>
    </footer>
  );
}
