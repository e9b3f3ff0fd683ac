import { useSearchParams } from 'react-router';
import { SignCodePage } from '@/features/phone-sign/components/sign-code-page';

/** /signature-code?token=… — the phone's handwriting for a signing (the QR code's token is the key). */
export function Component() {
  const [params] = useSearchParams();
  return <SignCodePage token={params.get('token')?.trim() ?? ''} />;
}
