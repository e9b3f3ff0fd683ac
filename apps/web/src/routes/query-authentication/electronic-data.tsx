import { BackBar } from '@/components/back-bar';
import { QueryTabs } from '@/features/public-lookup/components/query-tabs';
import { VerifyPanel } from '@/features/verify/components/verify-panel';

/** /queryAuthentication/electronicData — 电子数据核验: the browser verify page (also reached at /verify). */
export function Component() {
  return (
    <div className="ep-page">
      <BackBar />
      <QueryTabs active="electronicData">
        <VerifyPanel />
      </QueryTabs>
    </div>
  );
}
