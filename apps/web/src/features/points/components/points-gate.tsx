import { Alert } from 'antd';
import { Link } from 'react-router';
import { COMMERCE_MSG } from '@evidence/shared/constants';
import { formatPoints } from '@/lib/format';
import { usePriceList } from '@/lib/price-list';
import './points.css';

/**
 * Above the upload of /newAccessCard: what preserving costs, and before anything starts, a refusal
 * with a link to buy when the balance is too low (the server refuses such uploads too).
 */
export function PointsGate({ points, canBuy }: { points: number | undefined; canBuy: boolean }) {
  const prices = usePriceList();
  if (!prices.data || points === undefined || prices.data.preserve <= 0) return null;
  const price = prices.data.preserve;
  if (points >= price) {
    return <Alert className="ep-points-gate" type="info" showIcon title={`每保全一个文件扣除 ${formatPoints(price)} 积分，当前可用积分 ${formatPoints(points)}。`} />;
  }
  return (
    <Alert
      className="ep-points-gate"
      type="warning"
      showIcon
      data-testid="points-gate"
      title={COMMERCE_MSG.pointsInsufficient}
      description={
        <>
          每保全一个文件扣除 {formatPoints(price)} 积分，当前可用积分 {formatPoints(points)}。
          {canBuy ? <BuyLink /> : '请联系企业主账号购买积分。'}
        </>
      }
    />
  );
}

/** The link every "too few points" message carries (a new tab keeps the chosen files here). */
export function BuyLink() {
  return (
    <Link to="/buyCredits" target="_blank">
      购买积分
    </Link>
  );
}
