import { useSearchParams } from 'react-router';
import { Step3Page } from '@/features/esign-phone/components/step3-page';

/** /h5elesign/step3?token=… — reading the contract. */
export function Component() {
  const [params] = useSearchParams();
  return <Step3Page token={params.get('token')?.trim() ?? ''} />;
}
