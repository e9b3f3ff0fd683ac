import { useSearchParams } from 'react-router';
import { SignManualPage } from '@/features/phone-sign/components/sign-manual-page';

/** /signature-manual?token=… — the phone's handwriting for a signing (the QR code's token is the key). */
export function Component() {
  const [params] = useSearchParams();
  return <SignManualPage token={params.get('token')?.trim() ?? ''} />;
}
