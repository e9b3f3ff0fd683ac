import { BackBar } from '@/components/back-bar';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { NewSessionForm } from '@/features/capture-process/components/new-session-form';
import { usePriceList } from '@/lib/price-list';
import '@/components/list-page.css';

/** /newProcess: reserve a recorded remote-browser session (minutes, price, balance). */
export function Component() {
  const info = useAuthInfo();
  const prices = usePriceList();
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <NewSessionForm kind="vm" perMinute={prices.data?.vmMinute ?? null} points={info.data?.points} />
      </section>
    </div>
  );
}
