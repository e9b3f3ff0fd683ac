import { useParams } from 'react-router';
import { MobileFacePage } from '@/features/face/components/mobile-face-page';

/** /mobile/face/:token — the local test provider's face page, opened from the QR code on a phone. */
export function Component() {
  const { token = '' } = useParams();
  return <MobileFacePage token={token} />;
}
