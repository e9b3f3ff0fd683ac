import { useSearchParams } from 'react-router';
import { EndPdfPage } from '@/features/esign-phone/components/endpdf-page';

/** /h5elesign/endpdf?token=… — the signed document (the result link's token). */
export function Component() {
  const [params] = useSearchParams();
  return <EndPdfPage token={params.get('token')?.trim() ?? ''} />;
}
