import { Segmented, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import './seal-family-nav.css';

/** The two seal pages of 签章管理 (issue 24 item 6): one name family, each page linking to the other. */
export const SEAL_FAMILY = [
  { path: '/signature', label: '签名与印章', use: '用于在线公证等本账号亲自签署的文件' },
  { path: '/electric-sign/seal', label: '企业印章', use: '合同专用章、公章，用于电子签约中企业的盖章' },
] as const;

interface Props {
  /** 企业印章 is offered only to whom may manage company seals (esign.seals.manage, the page asks the permission map) */
  showCompanySeals: boolean;
}

/**
 * The 签章管理 switch at the top of /signature and /electric-sign/seal. The two sets are different records
 * (an account's signatures vs a company's e-seals) used by different ceremonies, so they stay two pages
 * under the spec's two routes; this row says which is which and leads to the other (decision 824).
 */
export function SealFamilyNav({ showCompanySeals }: Props) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const items = SEAL_FAMILY.filter((s) => showCompanySeals || s.path !== '/electric-sign/seal');
  const current = items.find((s) => pathname === s.path) ?? items[0]!;
  return (
    <div className="ep-seal-family" data-testid="seal-family-nav">
      <Typography.Text strong>签章管理</Typography.Text>
      {items.length > 1 && (
        <Segmented
          value={current.path}
          options={items.map((s) => ({ value: s.path, label: s.label }))}
          onChange={(v) => void navigate(String(v))}
        />
      )}
      <Typography.Text type="secondary" className="ep-seal-family-use">
        {current.label}：{current.use}
      </Typography.Text>
    </div>
  );
}
