import { useNavigate } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import { LookupForm } from '@/features/public-lookup/components/lookup-form';
import { QueryTabs } from '@/features/public-lookup/components/query-tabs';

/** /queryAuthentication/keepSingle — 保全单查询: number + captcha, then the record at /queryAuthentication/safekeeping. */
export function Component() {
  const captcha = useCaptcha('lookup');
  const navigate = useNavigate();
  return (
    <div className="ep-page">
      <BackBar />
      <QueryTabs active="keepSingle">
        <p>输入保全号和图形验证码，查询存证记录的公开信息（哈希、保全时间、账本位置、锚定状态）并下载存证证书。</p>
        <div className="ep-lookup-narrow">
          <LookupForm captcha={captcha} onFound={(no, viewToken) => navigate(`/queryAuthentication/safekeeping?${new URLSearchParams({ no, viewToken }).toString()}`)} />
        </div>
      </QueryTabs>
    </div>
  );
}
