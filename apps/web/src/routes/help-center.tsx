import { BackBar } from '@/components/back-bar';
import { useSiteConfig } from '@/features/home/api/get-site-config';
import { faqGroups } from '@/features/help/components/faq-content';
import { FaqList } from '@/features/help/components/faq-list';

/**
 * /helpCenter — common questions: accounts and login limits, verification, sub-accounts, every product,
 * prices, invoices, sharing and extraction codes, contact; the numbers from the server's settings (decision 860).
 */
export function Component() {
  const site = useSiteConfig();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <FaqList groups={faqGroups(site.data)} />
      </section>
    </div>
  );
}
