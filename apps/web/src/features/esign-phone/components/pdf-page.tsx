import { useEffect, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { Button } from 'antd';
import { PdfPages } from '@/components/pdf-view';
import { useEntry } from '../api/entry';
import { originalUrl, usePdfBytes } from '../api/result';
import { markRead } from '../lib/draft';
import { h5Path } from '../lib/h5';
import { H5Frame } from './h5-frame';
import { ExpiredLink, InlineState, LinkState } from './link-state';

/** The page width on this screen: the phone's width (minus nothing: the PDF runs edge to edge), at most 750. */
const useWidth = () => {
  const [w, setW] = useState(() => Math.min(window.innerWidth, 750));
  useEffect(() => {
    const on = () => setW(Math.min(window.innerWidth, 750));
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, []);
  return w;
};

/**
 * /h5elesign/pdf — the whole original (pdf.js, every page), read before signing. Opening it is what
 * enables step3's 我已阅读. A refused link: the server's message in place of the pages.
 */
export function PdfPage({ token }: { token: string }) {
  const width = useWidth();
  const entry = useEntry(token);
  const bytes = usePdfBytes(originalUrl(token), !!entry.data?.identityDone);
  useEffect(() => {
    if (token && entry.data?.identityDone) markRead(token);
  }, [token, entry.data]);
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={2} error={entry.error} onRetry={() => void entry.refetch()} />;
  // the server answers the contract only after the identity check (decision 485)
  if (!entry.data.identityDone) return <Navigate to={h5Path('step2', token)} replace />;
  return (
    <H5Frame step={2} title="合同全文">
      <div className="ep-h5s__pdf" data-testid="h5-pdf">
        {bytes.data ? <PdfPages source={bytes.data} width={width} gap={8} /> : <InlineState error={bytes.error} onRetry={() => void bytes.refetch()} />}
      </div>
      <div className="ep-h5s__actions">
        <Link to={h5Path('step3', token)}>
          <Button type="primary" size="large" block>
            返回
          </Button>
        </Link>
      </div>
    </H5Frame>
  );
}
