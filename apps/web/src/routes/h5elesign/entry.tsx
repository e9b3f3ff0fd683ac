import { useSearchParams } from 'react-router';
import { EntryPage } from '@/features/esign-phone/components/entry-page';

/** /h5elesign?token=… — the signing link from the SMS (public: the token is the key). */
export function Component() {
  const [params] = useSearchParams();
  return <EntryPage token={params.get('token')?.trim() ?? ''} />;
}
