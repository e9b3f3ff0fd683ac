import { useSearchParams } from 'react-router';
import { SignPage } from '@/features/esign-phone/components/sign-page';

/** /h5elesign/sign?token=… — the signer's fields, one tap each. */
export function Component() {
  const [params] = useSearchParams();
  return <SignPage token={params.get('token')?.trim() ?? ''} />;
}
