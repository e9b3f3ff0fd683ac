import type { ReactNode } from 'react';
import { Alert, Space } from 'antd';
import { LoginOutlined, SearchOutlined } from '@ant-design/icons';
import { useLocation } from 'react-router';
import { LinkButton } from '@/components/link-button';
import { CERT_MSG } from '@evidence/shared/constants';
import { loginUrl } from '@/lib/envelope';
import { useSession } from '@/lib/use-session';
import type { CertLang } from '../labels';
import { CertificateLangLink } from './lang-link';

const TEXTS = {
  zh: {
    title: '电子数据存证证书',
    no: '保全号',
    why: CERT_MSG.needViewToken,
    whyMore: '证书内容只向证据所有人，以及持有证书二维码或分享链接的人展示。',
    lookup: '存证证书查询',
    lookupHint: '凭保全号和图形验证码查看存证的公开信息并下载证书',
    login: '证据所有人登录',
  },
  en: {
    title: 'Electronic Data Preservation Certificate',
    no: 'Evidence No.',
    why: 'Open this certificate through its QR code, its share link or the certificate lookup.',
    whyMore: "The certificate is shown to the evidence's owner and to whoever holds its QR code or share link.",
    lookup: 'Evidence lookup',
    lookupHint: "the record's public facts and its PDF certificate, with the number and a captcha",
    login: 'Owner login',
  },
} as const;

/**
 * /attestation/:no opened with a bare number by someone who is not its owner: the certificate stays
 * closed (decision 58), but the page is no dead end (000 §1, §6): 提取证据 with the extraction code
 * (composed by the route), the certificate lookup with the number filled in, and the owner's login.
 */
export function BareCertificate({ baoquan, lang, action }: { baoquan: string; lang: CertLang; action: ReactNode }) {
  const t = TEXTS[lang];
  const { pathname, search } = useLocation();
  const { token } = useSession();
  const lookup = lang === 'zh' ? `/queryAuthentication/certificate?no=${baoquan}` : `/English/safekeeping?no=${baoquan}`;
  return (
    <div className="ep-cert-page">
      <div className="ep-cert-bare" data-bare-certificate lang={lang === 'zh' ? 'zh-CN' : 'en'}>
        <div className="ep-cert-bare__head">
          <h1>{t.title}</h1>
          <CertificateLangLink baoquan={baoquan} lang={lang} />
        </div>
        <p className="ep-cert-bare__no">
          {t.no} <strong>{baoquan}</strong>
        </p>
        {/* a fixed explanation, not news: no live "alert" role for screen readers */}
        <Alert type="info" role="note" showIcon title={t.why} description={t.whyMore} />
        {action}
        <Space wrap className="ep-cert-bare__links">
          <LinkButton to={lookup} title={t.lookupHint} icon={<SearchOutlined />}>
            {t.lookup}
          </LinkButton>
          {token ? null : (
            <LinkButton to={loginUrl(pathname + search)} icon={<LoginOutlined />}>
              {t.login}
            </LinkButton>
          )}
        </Space>
      </div>
    </div>
  );
}
