import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { FlowWizard } from '@/features/esign-flows/components/wizard/flow-wizard';
import { EMPTY_WIZARD } from '@/features/esign-flows/lib/wizard-values';
import { FieldEditor } from '@/features/esign-templates/components/field-editor';
import { usePriceList } from '@/lib/price-list';
import { accountCan } from '@/lib/access';

/** /electric-sign/manage/create — 发起签署: the wizard, with the price list's price and the paying balance. */
export function Component() {
  const { data: info } = useAuthInfo();
  const prices = usePriceList();
  return (
    <div className="ep-page">
      <BackBar backTo="/electric-sign/manage" />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        <FlowWizard initial={EMPTY_WIZARD} price={prices.data?.esign} balance={info?.points} fieldEditor={(p) => <FieldEditor {...p} />} />
      </section>
    </div>
  );
}
