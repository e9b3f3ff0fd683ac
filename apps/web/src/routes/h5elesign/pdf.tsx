import { useSearchParams } from 'react-router';
import { PdfPage } from '@/features/esign-phone/components/pdf-page';

/** /h5elesign/pdf?token=… — the whole contract. */
export function Component() {
  const [params] = useSearchParams();
  return <PdfPage token={params.get('token')?.trim() ?? ''} />;
}
