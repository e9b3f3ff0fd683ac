import { Alert, Button, Form, Result, Skeleton } from 'antd';
import { AccountType, VerifyStatus, VERIFY_MSG } from '@evidence/shared/constants';
import type { TCompanyAuthorizeRequest, TVerifyInfo } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useCompanyAuthorizeMutation } from '../../api/company-authorize';
import { useVerifyInfo } from '../../api/get-verify-info';
import { ButtonLink } from '../button-link';
import { CompanyStateAlert } from '../company-state-alert';
import { CompanyForm } from './company-form';
import { formValuesFrom, toRequestFields, type CompanyFormValues } from './company-form-values';

interface Props {
  /** '2': a sub-account, which cannot verify (the server refuses it too) */
  role: '1' | '2';
  isBuilt: (path: string) => boolean;
  /** after a successful submission: refresh what depends on the state and move on */
  onSubmitted: () => void;
}

/**
 * /organization-kyc's content: the form while it may be submitted (1, 4, 5), filled again from the
 * last submission after a rejection (its uploads cleared by the server); otherwise the state and a
 * way to the information page.
 */
export function CompanyKycPanel({ role, isBuilt, onSubmitted }: Props) {
  const info = useVerifyInfo(true);
  const [form] = Form.useForm<CompanyFormValues>();
  const submit = useCompanyAuthorizeMutation();

  if (role === '2') return <Alert type="warning" showIcon title={VERIFY_MSG.subAccountRefused} />;
  if (info.isPending) return <Skeleton active paragraph={{ rows: 12 }} />;
  // a failed background refetch (window focus) keeps the form and what was typed into it
  if (!info.data) {
    return <Result status="error" title="认证信息加载失败" subTitle={errorText(info.error)} extra={<Button onClick={() => void info.refetch()}>重新加载</Button>} />;
  }
  const data = info.data;
  if (!data.editable) return <NotEditable info={data} isBuilt={isBuilt} />;

  function onSubmit(values: CompanyFormValues) {
    submit.mutate(toRequestFields(values) as TCompanyAuthorizeRequest, {
      onSuccess: ({ msg }) => {
        toast.success(msg || VERIFY_MSG.submitted);
        onSubmitted();
      },
    });
  }

  const company = data.current?.company;
  return (
    <>
      <CompanyStateAlert info={data} />
      <CompanyForm form={form} initialValues={company ? formValuesFrom(company) : undefined} submitting={submit.isPending} onSubmit={onSubmit} />
    </>
  );
}

/** Under review or verified: nothing to fill in; the information page shows the rest. */
function NotEditable({ info, isBuilt }: { info: TVerifyInfo; isBuilt: (path: string) => boolean }) {
  const individual = info.status === AccountType.individual;
  const target = individual ? '/person-info' : '/kyc-info';
  return (
    <Result
      status={info.userStatus === VerifyStatus.verified ? 'success' : 'info'}
      title={info.message ?? VERIFY_MSG.reviewing}
      subTitle={individual ? '您的账号已提交个人实名认证，不能再提交企业认证。' : undefined}
      extra={
        isBuilt(target) ? (
          <ButtonLink to={target}>查看认证信息</ButtonLink>
        ) : undefined
      }
    />
  );
}
