import { useSearchParams } from 'react-router';
import { Step4Page } from '@/features/esign-phone/components/step4-page';

/** /h5elesign/step4?token=… — the intent: SMS code or face check. */
export function Component() {
  const [params] = useSearchParams();
  return <Step4Page token={params.get('token')?.trim() ?? ''} />;
}
