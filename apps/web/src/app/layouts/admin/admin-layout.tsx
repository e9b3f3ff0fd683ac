import { Button, Layout, Menu } from 'antd';
import { AccountBookOutlined, AuditOutlined, BarChartOutlined, IdcardOutlined, LogoutOutlined, MessageOutlined, SafetyOutlined, TeamOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { adminLogout } from '@/features/admin/api/logout';
import { useAdminMe } from '@/features/admin/api/get-me';
import { toast } from '@/lib/feedback';
import { session } from '@/lib/session';
import './admin-layout.css';

const MENU = [
  { key: '/admin/verifications', icon: <IdcardOutlined />, label: <Link to="/admin/verifications">实名认证审核</Link> },
  { key: '/admin/sms', icon: <MessageOutlined />, label: <Link to="/admin/sms">短信记录</Link> },
  { key: '/admin/members', icon: <TeamOutlined />, label: <Link to="/admin/members">成员授权审核</Link> },
  { key: '/admin/invoices', icon: <AccountBookOutlined />, label: <Link to="/admin/invoices">开票申请</Link> },
  { key: '/admin/payments', icon: <BarChartOutlined />, label: <Link to="/admin/payments">收款对账</Link> },
  { key: '/admin/login-failures', icon: <SafetyOutlined />, label: <Link to="/admin/login-failures">登录失败记录</Link> },
];
/** Notaries also handle notarial orders (the server refuses everyone else). */
const NOTARY_MENU = [{ key: '/admin/notary', icon: <AuditOutlined />, label: <Link to="/admin/notary">公证办理</Link> }];

/** The operator console frame: side menu, operator name, 退出. Separate token from user accounts. */
export function Component() {
  const { data: me } = useAdminMe();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  async function logout() {
    try {
      await adminLogout();
    } catch {
      // Out locally regardless; the server session expires on its own.
    }
    session.adminClear();
    queryClient.removeQueries({ queryKey: ['admin'] });
    toast.success('已退出运营后台');
    void navigate('/admin/login', { replace: true });
  }

  return (
    <Layout className="ep-admin">
      <Layout.Sider breakpoint="lg" collapsedWidth={0} width={200} theme="dark" zeroWidthTriggerStyle={{ top: 12 }}>
        <div className="ep-admin__brand">运营后台</div>
        <Menu theme="dark" mode="inline" selectedKeys={[location.pathname]} items={me?.role === 'notary' ? [...NOTARY_MENU, ...MENU] : MENU} />
      </Layout.Sider>
      <Layout>
        <Layout.Header className="ep-admin__header">
          <span className="ep-admin__title">数据存证平台 · 公证处工作台</span>
          <span className="ep-admin__operator">
            <span data-testid="operator-name">{me?.name ?? ''}</span>
            <Button type="link" icon={<LogoutOutlined />} onClick={() => void logout()}>
              退出
            </Button>
          </span>
        </Layout.Header>
        <Layout.Content className="ep-admin__content">
          <Outlet />
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
