import { useSearchParams } from 'react-router';
import { CheckPage } from '@/features/esign-phone/components/check-page';

/** /h5elesign/check?token=… — the preview, then 确认签署. */
export function Component() {
  const [params] = useSearchParams();
  return <CheckPage token={params.get('token')?.trim() ?? ''} />;
}
