import { Badge, Button } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { NOTIFICATION_BADGE_MAX } from '@evidence/shared/constants';
// relative, like nav-items.ts, so the unit tests (no '@' alias) can render the bell
import { formatPoints } from '../../../lib/format';

/** Unread notifications, capped at 99+; a link only once the notifications page exists. */
export function NotificationBell({ count, linkTo }: { count: number; linkTo?: string }) {
  const bell = (
    <Badge count={count} overflowCount={NOTIFICATION_BADGE_MAX} size="small">
      <BellOutlined className="ep-header__bell-icon" />
    </Badge>
  );
  const label = count > 0 ? `消息通知，${count}条未读` : '消息通知';
  return linkTo ? (
    <Link to={linkTo} className="ep-header__bell" aria-label={label} title="消息通知">
      {bell}
    </Link>
  ) : (
    <span className="ep-header__bell" aria-label={label} title="消息通知">
      {bell}
    </span>
  );
}

/** Available points with thousands separators and two decimals, plus 购买 when allowed and built. */
export function PointsBox({ points, buyPath }: { points: number; buyPath?: string }) {
  return (
    <span className="ep-header__points">
      <span className="ep-header__points-label">可用积分</span>
      <strong data-testid="points">{formatPoints(points)}</strong>
      {buyPath && (
        <Link to={buyPath}>
          <Button size="small" type="primary" ghost>
            购买
          </Button>
        </Link>
      )}
    </span>
  );
}
