import { useSearchParams } from 'react-router';
import { FaceOutPage } from '@/features/esign-phone/components/face-out-page';

/** /h5elesign/face-out?token=… — polls the face check's result. */
export function Component() {
  const [params] = useSearchParams();
  return <FaceOutPage token={params.get('token')?.trim() ?? ''} />;
}
