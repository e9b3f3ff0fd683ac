import { useState } from 'react';
import { Alert, Button, Result, Skeleton } from 'antd';
import { Navigate } from 'react-router';
import { AccountType, VerifyStatus, VERIFY_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { useVerifyInfo } from '../../api/get-verify-info';
import { ButtonLink } from '../button-link';
import { CompanyStateAlert } from '../company-state-alert';
import { AuthorSection } from './author-section';
import { ChangeAccountDialog } from './change-account-dialog';
import { CompanyDocuments } from './company-documents';
import { companyInfoSections } from './company-info-sections';
import { InfoSection } from './info-section';
import './company-info.css';

interface Props {
  role: '1' | '2';
  /** the account's login phone (the company's "public account") */
  accountPhone: string | undefined;
  isBuilt: (path: string) => boolean;
  /** after the login phone changed: refresh the user info */
  onAccountChanged: () => void;
  /** after a change was submitted: refresh the user info (repairType, the banner) */
  onAuthorChanged: () => void;
}

const maskPhone = (p: string) => p.replace(/^(\d{3})\d{4}(\d{4})$/, '$1****$2');

/**
 * /kyc-info's content (000 §2, §4): the state with its review, the submitted information as the server
 * masks it, the documents; for a verified company 变更企业账号 and 变更被授权人.
 */
export function CompanyInfoPanel({ role, accountPhone, isBuilt, onAccountChanged, onAuthorChanged }: Props) {
  const query = useVerifyInfo();
  const [accountOpen, setAccountOpen] = useState(false);

  if (role === '2') return <Alert type="warning" showIcon title={VERIFY_MSG.subAccountRefused} />;
  if (query.isPending) return <Skeleton active paragraph={{ rows: 14 }} />;
  // a failed background refetch keeps the page (and an open dialog or edit form) as it was
  if (!query.data) {
    return <Result status="error" title="认证信息加载失败" subTitle={errorText(query.error)} extra={<Button onClick={() => void query.refetch()}>重新加载</Button>} />;
  }
  const info = query.data;
  const data = info.current?.company;
  if (info.status === AccountType.individual || (!data && info.current?.person)) {
    if (isBuilt('/person-info')) return <Navigate to="/person-info" replace />;
    return <Result status="info" title="您的账号为个人账号" subTitle="企业认证信息仅适用于企业账号，个人实名认证信息请在“认证信息”中查看。" />;
  }
  if (!info.current || !data) {
    return (
      <Result
        status="info"
        title="您还未提交企业实名认证资料"
        extra={
          <ButtonLink to="/organization-kyc">前往企业认证</ButtonLink>
        }
      />
    );
  }

  const verified = info.userStatus === VerifyStatus.verified;
  const sections = companyInfoSections(data);
  return (
    <div className="ep-company-info">
      <CompanyStateAlert info={info} />
      {info.editable && (
        <div className="ep-company-state">
          <ButtonLink to="/organization-kyc">重新认证</ButtonLink>
        </div>
      )}
      {verified && (
        <InfoSection
          title="企业账号"
          items={[{ label: '登录手机号', value: accountPhone ? maskPhone(accountPhone) : '—' }]}
          actions={info.canChangeAccount ? <Button onClick={() => setAccountOpen(true)}>变更企业账号</Button> : undefined}
        />
      )}
      {sections.map((s) =>
        s.key === 'author' && verified ? (
          <AuthorSection key={s.key} info={info} data={data} onChanged={onAuthorChanged} />
        ) : (
          <InfoSection key={s.key} title={s.title} items={s.items} />
        ),
      )}
      <InfoSection title="证件材料" items={[]}>
        {info.current.filesCleared && <Alert type="warning" showIcon title="审核未通过，已上传的证件材料已清除，重新认证时请重新上传。" style={{ marginBottom: 12 }} />}
        <CompanyDocuments data={data} cleared={info.current.filesCleared} />
      </InfoSection>
      {verified && (
        <ChangeAccountDialog
          open={accountOpen}
          currentPhone={accountPhone ? maskPhone(accountPhone) : '—'}
          onClose={() => setAccountOpen(false)}
          onChanged={() => {
            setAccountOpen(false);
            onAccountChanged();
          }}
        />
      )}
    </div>
  );
}
