import { useSearchParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { MakeOutInvoiceForm } from '@/features/invoices/components/make-out-invoice-form';
import { parseOrderIds } from '@/features/invoices/lib/parse-ids';
import { InvoiceAccess } from './invoice-access';

/** /orders/makeOutInvoice?ids=[…]&money= — apply for an invoice for the orders chosen on /orders (001 §2.8). */
export function Component() {
  const [params] = useSearchParams();
  const ids = parseOrderIds(params.get('ids'));
  const rawMoney = params.get('money') ?? '';
  const money = /^\d{1,12}(\.\d{1,2})?$/.test(rawMoney) ? Number(rawMoney).toFixed(2) : '-';
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <InvoiceAccess>
          <MakeOutInvoiceForm ids={ids} money={money} />
        </InvoiceAccess>
      </section>
    </div>
  );
}
