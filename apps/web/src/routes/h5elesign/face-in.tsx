import { useSearchParams } from 'react-router';
import { FaceInPage } from '@/features/esign-phone/components/face-in-page';

/** /h5elesign/face-in?token=… — starts the face check. */
export function Component() {
  const [params] = useSearchParams();
  return <FaceInPage token={params.get('token')?.trim() ?? ''} />;
}
