import { Alert, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { ESIGN_FLOW_MSG } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useDetailSign } from '@/features/esign-flows/api/detail-sign';
import { FlowWizard } from '@/features/esign-flows/components/wizard/flow-wizard';
import { fromDetail } from '@/features/esign-flows/lib/wizard-values';
import { FieldEditor } from '@/features/esign-templates/components/field-editor';
import { usePriceList } from '@/lib/price-list';
import { accountCan } from '@/lib/access';
import { errorText } from '@/lib/api-client';

/** /electric-sign/manage/edit/{id} — 编辑草稿: the wizard on a draft (a sent flow is not edited: the server refuses it too). */
export function Component() {
  const { id } = useParams();
  const { data: info } = useAuthInfo();
  const prices = usePriceList();
  const detail = useDetailSign(id);
  return (
    <div className="ep-page">
      <BackBar backTo="/electric-sign/manage" />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        {detail.isPending && <Skeleton active />}
        {detail.isError && <Alert type="error" showIcon title={errorText(detail.error)} />}
        {detail.data && detail.data.status !== 'draft' && <Alert type="warning" showIcon title={ESIGN_FLOW_MSG.editDraftOnly} />}
        {detail.data && detail.data.status === 'draft' && <FlowWizard key={detail.data.id} initial={fromDetail(detail.data)} price={prices.data?.esign} balance={info?.points} fieldEditor={(p) => <FieldEditor {...p} />} />}
      </section>
    </div>
  );
}
