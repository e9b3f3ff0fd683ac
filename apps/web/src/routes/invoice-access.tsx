import type { ReactNode } from 'react';
import { Result, Spin } from 'antd';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { accountCan } from '@/lib/access';

/**
 * The invoice pages are not for sub-accounts (001 §6): they see why instead of a failing page
 * (the server refuses them anyway). Not a route module: shared by the three invoice routes.
 */
export function InvoiceAccess({ children }: { children: ReactNode }) {
  const { data: info } = useAuthInfo();
  if (!info) return <Spin />;
  if (!accountCan(info, 'invoices.manage')) return <Result status="403" title="子账号不能使用发票管理" subTitle="发票由企业主账号申请和管理" />;
  return <>{children}</>;
}
