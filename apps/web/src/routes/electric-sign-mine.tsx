import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Segmented } from 'antd';
import type { TMySignsFilters } from '@evidence/shared/contracts';
import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { ListError } from '@/components/list-error';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useMySigns } from '@/features/esign-flows/api/my-signs';
import { MySignTable } from '@/features/esign-flows/components/my-sign-table';
import '@/components/list-page.css';
import { accountCan } from '@/lib/access';

type Tab = TMySignsFilters['tab'];

/**
 * /electric-sign/mine — 我的签署: the flows this account signs in (its verified phone and kind, decision 810):
 * 待我签署 (awaiting my signature now) and 我参与的 (every sent flow I am a signer of), 10 a page; the tab is in the
 * URL (?tab=all) so a notice can lead to either. 去签署 opens the same ceremony as the SMS link (decision 812).
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const [query, setQuery] = useSearchParams();
  const tab: Tab = query.get('tab') === 'all' ? 'all' : 'todo';
  const [page, setPage] = useState(1);
  const list = useMySigns({ tab, page });
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        <div className="ep-list-head">
          <Segmented<Tab>
            value={tab}
            options={[
              { value: 'todo', label: '待我签署' },
              { value: 'all', label: '我参与的' },
            ]}
            onChange={(v) => {
              setQuery({ tab: v }, { replace: true });
              setPage(1);
            }}
          />
          <span className="ep-list-count" aria-live="polite">
            共 <strong>{list.isError ? 0 : (list.data?.count ?? 0)}</strong> 个签署流程
          </span>
        </div>
        <Alert type="info" showIcon style={{ marginBottom: 16 }} message="这里列出以您实名认证的手机号作为签署方的合同。点击“去签署”进入签署，签署时仍需完成身份核验和意愿认证；进入后，短信中的原签署链接失效。" />
        {list.isError && <ListError error={list.error} onRetry={() => void list.refetch()} />}
        <MySignTable rows={list.isError ? [] : (list.data?.list ?? [])} count={list.isError ? 0 : (list.data?.count ?? 0)} page={page} loading={list.isFetching} onPage={setPage} />
      </section>
    </div>
  );
}
