import { AccountType, RoleValue } from '@evidence/shared/constants';
import type { TUserInfo } from '@evidence/shared/contracts';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useSiteConfig } from '@/features/home/api/get-site-config';
import { AccountSummary, GuestActions } from '@/features/home/components/account-summary';
import { Landing } from '@/features/home/components/landing';
import { verifyStatusLabel } from '@/features/kyc/components/status-label';
import { accountCan, accountName } from '@/lib/access';
import { isBuilt } from '@/lib/built-routes';
import { useSession } from '@/lib/use-session';

const QUICK_LINKS = [
  { label: '数据存证', path: '/attestation-list' },
  { label: '基本设置', path: '/setting' },
  { label: '帮助中心', path: '/helpCenter' },
];

function accountTypeLabel(info: TUserInfo): string {
  if (info.role === RoleValue.member) return `企业成员（${info.company ?? '企业'}）`;
  if (info.status === AccountType.company) return '企业账号';
  if (info.status === AccountType.individual) return '个人账号';
  return '未认证账号';
}

/** / and /home — what the platform is for; the account card when logged in. */
export function Component() {
  const { token } = useSession();
  const { data: info } = useAuthInfo({ silent: true });
  const { data: site } = useSiteConfig();
  const actions =
    token && info ? (
      <AccountSummary
        name={accountName(info)}
        accountType={accountTypeLabel(info)}
        verifyStatus={verifyStatusLabel(info.userStatus)}
        points={info.points}
        links={QUICK_LINKS.filter((l) => isBuilt(l.path))}
      />
    ) : (
      <GuestActions />
    );
  // a sub-account may not notarize (the server refuses it): the card says so instead of promising it
  const notFor = (path: string) => (token && info && path === '/notary' && !accountCan(info, 'notary.use') ? '子账号不可办理' : null);
  return <Landing siteName={site?.siteName ?? '数据存证平台'} actions={actions} isOpen={isBuilt} notFor={notFor} />;
}
