import { BackBar } from '@/components/back-bar';
import { ServiceAgreement } from '@/features/legal/components/service-agreement';

/** /clause — the service agreement linked from the registration consent checkbox. */
export function Component() {
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <ServiceAgreement />
      </section>
    </div>
  );
}
