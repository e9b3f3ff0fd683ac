import { useQueryClient } from '@tanstack/react-query';
import { BackBar } from '@/components/back-bar';
import { AUTH_INFO_KEY } from '@/features/auth/api/get-auth-info';
import { NewsPanel } from '@/features/notifications/components/news-panel';

/**
 * /notifications — 消息通知 (000 §2, 001 §2.3): the account's notices. After a read or a delete the
 * user info is fetched again, so its newsNum agrees with the bell.
 */
export function Component() {
  const queryClient = useQueryClient();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <NewsPanel onChanged={() => void queryClient.invalidateQueries({ queryKey: AUTH_INFO_KEY })} />
      </section>
    </div>
  );
}
