import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { Button, Checkbox } from 'antd';
import { useEntry } from '../api/entry';
import { hasRead } from '../lib/draft';
import { h5Path } from '../lib/h5';
import { H5Frame } from './h5-frame';
import { ExpiredLink, LinkState } from './link-state';

/** /h5elesign/step3 — the signer reads the whole contract (/h5elesign/pdf); 我已阅读 is enabled after opening it. */
export function Step3Page({ token }: { token: string }) {
  const navigate = useNavigate();
  const entry = useEntry(token);
  const opened = token !== '' && hasRead(token);
  const [agreed, setAgreed] = useState(false);
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={2} error={entry.error} onRetry={() => void entry.refetch()} />;
  if (!entry.data.identityDone) return <Navigate to={h5Path('step2', token)} replace />;
  return (
    <H5Frame step={2}>
      <dl className="ep-h5s__facts">
        <dt>合同名称</dt>
        <dd>{entry.data.title}</dd>
        <dt>页数</dt>
        <dd>{entry.data.pageCount} 页</dd>
      </dl>
      <p className="ep-h5s__note">请完整阅读合同全文后再签署。</p>
      <Link to={h5Path('pdf', token)}>
        <Button size="large" block>
          {opened ? '再次阅读合同全文' : '阅读合同全文'}
        </Button>
      </Link>
      <div className="ep-h5s__actions">
        <Checkbox checked={agreed} disabled={!opened} onChange={(e) => setAgreed(e.target.checked)} data-testid="h5-read">
          我已阅读并同意合同全部内容
        </Checkbox>
        <Button type="primary" size="large" block disabled={!agreed} onClick={() => void navigate(h5Path(entry.data.intentDone ? 'sign' : 'step4', token))}>
          下一步
        </Button>
      </div>
    </H5Frame>
  );
}
