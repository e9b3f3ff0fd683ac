import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { BackBar } from '@/components/back-bar';
import { AUTH_INFO_KEY, useAuthInfo } from '@/features/auth/api/get-auth-info';
import { EvidenceUploadPanel } from '@/features/evidence-upload/components/evidence-upload-panel';
import { PointsGate } from '@/features/points/components/points-gate';
import { accountCan } from '@/lib/access';

/**
 * /newAccessCard — 新增数据存证 (000 §2; issue 4 §1): preserve files by resumable upload. Each file
 * costs points (docs/points-and-payments.md): the price and, when the balance is too low, a link to buy.
 */
export function Component() {
  const info = useAuthInfo();
  const queryClient = useQueryClient();
  // each record is charged: the header's balance and the gate follow
  const refreshBalance = useCallback(() => void queryClient.invalidateQueries({ queryKey: AUTH_INFO_KEY }), [queryClient]);
  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <PointsGate points={info.data?.points} canBuy={accountCan(info.data, 'points.buy')} />
        <EvidenceUploadPanel onRecorded={refreshBalance} />
      </section>
    </div>
  );
}
