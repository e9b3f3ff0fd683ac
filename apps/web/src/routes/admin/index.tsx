import { Alert, Spin } from 'antd';
import { Navigate } from 'react-router';
import { useAdminMe } from '@/features/admin/api/get-me';
import { consoleHome } from '@/features/admin/lib/console-home';
import { errorText } from '@/lib/api-client';

/** /admin — the console opens on its operator's daily work: 公证办理 for a notary, the review queue otherwise (decision 854). */
export function Component() {
  const me = useAdminMe();
  if (me.isPending) return <Spin />;
  if (me.isError) return <Alert type="error" showIcon title={errorText(me.error)} />;
  return <Navigate to={consoleHome(me.data.role)} replace />;
}
