import { useMutation } from '@tanstack/react-query';
import { ZDownInvoicePdfResponse, type TDownInvoicePdfResponse } from '@evidence/shared/contracts';
import { api } from '@/lib/api-client';

/** POST /api/invoice/downInvoicePdf (orderNo: the application's or an order's number): a 10-minute link. */
export function downInvoicePdf(orderNo: string): Promise<TDownInvoicePdfResponse> {
  return api.post('/api/invoice/downInvoicePdf', { body: { orderNo }, schema: ZDownInvoicePdfResponse });
}

/** Asks for the link and opens it as a download (the link is signed: no header needed). */
export function useDownloadInvoicePdf() {
  return useMutation({
    mutationFn: downInvoicePdf,
    onSuccess: ({ pdfUrl, fileName }) => {
      const a = document.createElement('a');
      a.href = pdfUrl;
      a.download = fileName;
      a.rel = 'noopener';
      document.body.appendChild(a);
      a.click();
      a.remove();
    },
  });
}
