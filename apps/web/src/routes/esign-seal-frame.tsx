import type { ReactNode } from 'react';
import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { SealFamilyNav } from '@/components/seal-family-nav';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { accountCan } from '@/lib/access';

/**
 * What every 企业印章 page shares (not a route itself): the back bar, the 电子签约 tab row (企业印章 shown
 * to accounts the permission map lets manage company seals) and the panel. Composed here because
 * features never import each other (auth info ↔ seals).
 */
export function EsignSealFrame({ children, backTo, family }: { children: ReactNode; backTo?: string; family?: boolean }) {
  const { data: info } = useAuthInfo();
  return (
    <div className="ep-page">
      <BackBar backTo={backTo} />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        {family && <SealFamilyNav showCompanySeals={accountCan(info, 'esign.seals.manage')} />}
        {children}
      </section>
    </div>
  );
}
