import './public-lookup.css';
import { Alert, Button, Segmented, Skeleton, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { CaptchaState } from '@/components/captcha-input';
import { errorText } from '@/lib/api-client';
import { useBqviewQuery } from '../api/bqview';
import { LABELS, type Lang } from './labels';
import { LookupForm } from './lookup-form';
import { PublicFacts } from './public-facts';

interface Props {
  captcha: CaptchaState;
  lang: Lang;
  verifyHref: string;
  /** where 提取证据 leads for a number (the route decides) */
  extractHref?: (no: string) => string;
  /** the same page in the other language (keeps the query) */
  otherLangPath?: string;
}

/**
 * The evidence lookup: without `no` and `viewToken` in the query, the number + captcha form (`no`
 * alone fills the number in, as the bare certificate page's link does); with
 * them, the record's public facts. The token lives in the URL so the page survives a reload; it
 * opens only what the number and a captcha open: the lookup's own token expires within minutes, the one in
 * a public certificate's QR code does not (printed codes keep working) but opens the public facts only
 * (decision 166).
 */
export function SafekeepingView({ captcha, lang, verifyHref, extractHref, otherLangPath }: Props) {
  const t = LABELS[lang];
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const no = params.get('no');
  const viewToken = params.get('viewToken');
  const query = useBqviewQuery(no && viewToken ? { no, viewToken } : null);
  const reset = () => setParams({});
  const switcher = otherLangPath ? (
    <Segmented
      size="small"
      value={lang}
      options={[{ value: 'zh', label: LABELS.zh.chinese }, { value: 'en', label: LABELS.en.english }]}
      onChange={(v) => {
        if (v !== lang) navigate(`${otherLangPath}?${params.toString()}`);
      }}
    />
  ) : null;

  let body;
  if (!no || !viewToken) {
    body = (
      <div className="ep-lookup-narrow">
        <LookupForm captcha={captcha} lang={lang} initialNo={no ?? undefined} onFound={(n, token) => setParams({ no: n, viewToken: token })} />
      </div>
    );
  } else if (query.isPending) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else if (query.isError) {
    body = (
      <Space orientation="vertical" className="ep-full-width">
        <Alert type="error" showIcon title={errorText(query.error)} />
        <Button onClick={reset}>{t.newSearch}</Button>
      </Space>
    );
  } else {
    body = (
      <Space orientation="vertical" className="ep-full-width">
        <PublicFacts facts={query.data} viewToken={viewToken} lang={lang} verifyHref={verifyHref} {...(extractHref ? { extractHref } : {})} />
        <Button onClick={reset}>{t.newSearch}</Button>
      </Space>
    );
  }
  return (
    <div className="ep-safekeeping">
      {switcher && <div className="ep-safekeeping__lang">{switcher}</div>}
      {body}
    </div>
  );
}
