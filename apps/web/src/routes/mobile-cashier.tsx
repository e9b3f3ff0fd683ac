import { useParams } from 'react-router';
import { CashierPage } from '@/features/points/components/cashier-page';

/** /mobile/cashier/:token — the local test payment provider's cashier, opened from the QR code on a phone. */
export function Component() {
  const { token = '' } = useParams();
  return <CashierPage token={token} />;
}
