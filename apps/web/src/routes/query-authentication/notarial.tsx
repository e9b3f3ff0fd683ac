import { BackBar } from '@/components/back-bar';
import { NotarialUnavailable } from '@/features/public-lookup/components/notarial-unavailable';
import { QueryTabs } from '@/features/public-lookup/components/query-tabs';

/** /queryAuthentication/notarial — 公证书查询 (not open yet: no notarial certificates are issued). */
export function Component() {
  return (
    <div className="ep-page">
      <BackBar />
      <QueryTabs active="notarial">
        <NotarialUnavailable />
      </QueryTabs>
    </div>
  );
}
