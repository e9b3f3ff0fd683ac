import { useSearchParams } from 'react-router';
import { StopPage } from '@/features/esign-phone/components/stop-page';

/** /h5elesign/stop?token=… — refusing with a reason. */
export function Component() {
  const [params] = useSearchParams();
  return <StopPage token={params.get('token')?.trim() ?? ''} />;
}
