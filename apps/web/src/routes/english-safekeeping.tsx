import { BackBar } from '@/components/back-bar';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import { SafekeepingView } from '@/features/public-lookup/components/safekeeping-view';

/** /English/safekeeping — the evidence lookup with English labels (server messages stay Chinese). */
export function Component() {
  const captcha = useCaptcha('lookup');
  return (
    <div className="ep-page" lang="en">
      <BackBar lang="en" title="Evidence lookup" breadcrumb={[{ title: 'Home', path: '/' }, { title: 'Evidence lookup' }]} />
      <section className="ep-panel">
        <SafekeepingView captcha={captcha} lang="en" verifyHref="/queryAuthentication/electronicData" extractHref={(no) => `/English/attestation/${no}`} otherLangPath="/queryAuthentication/safekeeping" />
      </section>
    </div>
  );
}
