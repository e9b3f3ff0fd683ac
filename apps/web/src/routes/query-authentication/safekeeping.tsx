import { BackBar } from '@/components/back-bar';
import { useCaptcha } from '@/features/auth/hooks/use-captcha';
import { SafekeepingView } from '@/features/public-lookup/components/safekeeping-view';

/** /queryAuthentication/safekeeping — the record found by its number: public facts and certificate download. */
export function Component() {
  const captcha = useCaptcha('lookup');
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <SafekeepingView captcha={captcha} lang="zh" verifyHref="/queryAuthentication/electronicData" extractHref={(no) => `/attestation/${no}`} otherLangPath="/English/safekeeping" />
      </section>
    </div>
  );
}
