import { Link, useLocation } from 'react-router';
import type { CertLang } from '../labels';

/**
 * The same certificate in the other language: /attestation/:no ↔ /English/attestation/:no, with the
 * query kept (the view token travels in it).
 */
export function CertificateLangLink({ baoquan, lang }: { baoquan: string; lang: CertLang }) {
  const { search } = useLocation();
  const to = lang === 'zh' ? `/English/attestation/${baoquan}${search}` : `/attestation/${baoquan}${search}`;
  return (
    <Link className="ep-cert-page__lang" to={to} lang={lang === 'zh' ? 'en' : 'zh-CN'} hrefLang={lang === 'zh' ? 'en' : 'zh-CN'}>
      {lang === 'zh' ? 'English' : '中文'}
    </Link>
  );
}
