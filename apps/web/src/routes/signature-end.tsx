import { useSearchParams } from 'react-router';
import { SignEndPage } from '@/features/phone-sign/components/sign-end-page';

/** /signature-end?token=… — the phone's handwriting for a signing (the QR code's token is the key). */
export function Component() {
  const [params] = useSearchParams();
  return <SignEndPage token={params.get('token')?.trim() ?? ''} />;
}
