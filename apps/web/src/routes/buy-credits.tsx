import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Spin } from 'antd';
import { BackBar } from '@/components/back-bar';
import { AUTH_INFO_KEY, useAuthInfo } from '@/features/auth/api/get-auth-info';
import { BuyCreditsPage } from '@/features/points/components/buy-credits-page';
import { accountCan } from '@/lib/access';

/** /buyCredits — 购买积分; `?orderNo=` pays again or cancels a pending order (the orders page links here). */
export function Component() {
  const [params] = useSearchParams();
  const info = useAuthInfo();
  const queryClient = useQueryClient();
  const orderNo = params.get('orderNo');
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        {info.data ? (
          <BuyCreditsPage
            orderNo={orderNo && /^[A-Za-z0-9]{1,40}$/.test(orderNo) ? orderNo : null}
            canBuy={accountCan(info.data, 'points.buy')}
            balance={info.data.points}
            // the header's points come from the user info
            onPaid={() => void queryClient.invalidateQueries({ queryKey: AUTH_INFO_KEY })}
          />
        ) : (
          <Spin />
        )}
      </section>
    </div>
  );
}
