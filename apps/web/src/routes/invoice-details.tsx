import { useSearchParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { InvoiceDetailView } from '@/features/invoices/components/invoice-detail-view';
import { InvoiceAccess } from './invoice-access';

/** /invoice/details?id= — one invoice application (001 §2.8). */
export function Component() {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  const id = /^[1-9]\d{0,14}$/.test(raw) ? Number(raw) : 0;
  return (
    <div className="ep-page">
      <BackBar backTo="/invoice?activeName=1" />
      <section className="ep-panel">
        <InvoiceAccess>
          <InvoiceDetailView id={id} />
        </InvoiceAccess>
      </section>
    </div>
  );
}
