import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Descriptions, Spin } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { session } from '@/lib/session';
import { useCurrentRoles } from '../api/get-current-role';

const UnbindDialog = lazy(() => import('./unbind-dialog').then((m) => ({ default: m.UnbindDialog })));

interface Props {
  userId: number;
  phone: string;
}

/**
 * 企业绑定 tab of /setting (issue 24 item 8): the company this login acts for and the irreversible
 * 解除企业绑定 with its SMS step — kept here, out of the header's quick role dropdown, so it is never
 * one slip of the mouse away.
 */
export function CompanyBindingPanel({ userId, phone }: Props) {
  const roles = useCurrentRoles(true);
  const qc = useQueryClient();
  const navigate = useNavigate();
  const [unbinding, setUnbinding] = useState(false);
  if (roles.isPending) return <Spin />;
  const acting = roles.data?.list.find((r) => r.current && r.role === '2');
  if (!acting || acting.member_id === null) {
    return <Alert type="info" showIcon message="您当前以个人身份使用平台，没有可解除的企业绑定。如需管理企业绑定，请先在页面右上角切换到企业成员身份。" />;
  }

  function afterUnbind() {
    setUnbinding(false);
    const token = session.get().token;
    if (token) session.login(token, '1');
    void qc.invalidateQueries();
    void navigate('/attestation-list');
  }

  return (
    <>
      <Descriptions column={1} bordered size="small" style={{ maxWidth: 560, marginBottom: 16 }} items={[{ key: 'company', label: '当前绑定企业', children: <span data-testid="bound-company">{acting.name}</span> }]} />
      <Alert type="warning" showIcon style={{ maxWidth: 560, marginBottom: 16 }} message="解除绑定后不可恢复，需要企业重新添加并审核后才能再次以该企业身份使用平台。" />
      <Button danger onClick={() => setUnbinding(true)} data-testid="open-unbind">
        解除企业绑定
      </Button>
      {unbinding && (
        <Suspense fallback={null}>
          <UnbindDialog open={unbinding} memberId={acting.member_id} userId={userId} phone={phone} companyName={acting.name} onClose={() => setUnbinding(false)} onDone={afterUnbind} />
        </Suspense>
      )}
    </>
  );
}
