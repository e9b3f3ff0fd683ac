import { Button } from 'antd';
import { Link } from 'react-router';
import { formatPoints } from '@/lib/format';

interface Props {
  name: string;
  accountType: string;
  verifyStatus: string;
  points: number;
  links: { label: string; path: string }[];
}

/** The logged-in visitor's card on the landing page. */
export function AccountSummary({ name, accountType, verifyStatus, points, links }: Props) {
  return (
    <div className="ep-hero-card">
      <p className="ep-hero-card__welcome">欢迎回来</p>
      <h2 className="ep-hero-card__name">{name}</h2>
      <dl className="ep-hero-card__facts">
        <dt>账户类型</dt>
        <dd>{accountType}</dd>
        <dt>认证状态</dt>
        <dd>{verifyStatus}</dd>
        <dt>可用积分</dt>
        <dd className="ep-hero-card__points">{formatPoints(points)}</dd>
      </dl>
      <div className="ep-hero-card__links">
        {links.map((l) => (
          <Link key={l.path} to={l.path}>
            <Button block>{l.label}</Button>
          </Link>
        ))}
      </div>
    </div>
  );
}

/** The logged-out call to action. */
export function GuestActions() {
  return (
    <div className="ep-hero-card">
      <h2 className="ep-hero-card__name">开始使用</h2>
      <p className="ep-hero-card__hint">注册并完成实名认证后，即可上传文件存证、出具保全证书并在线申请公证。</p>
      <div className="ep-hero-card__links">
        <Link to="/register">
          <Button type="primary" size="large" block>
            立即注册
          </Button>
        </Link>
        <Link to="/login">
          <Button size="large" block>
            登录
          </Button>
        </Link>
      </div>
    </div>
  );
}
