import { BackBar } from '@/components/back-bar';
import { FaqList } from '@/features/help/components/faq-list';

/** /helpCenter — common questions about accounts, verification and sub-accounts. */
export function Component() {
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <FaqList />
      </section>
    </div>
  );
}
