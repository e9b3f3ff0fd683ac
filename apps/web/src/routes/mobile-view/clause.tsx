import { ServiceAgreement } from '@/features/legal/components/service-agreement';

/** /mobileView/clause — the same agreement for the mobile app's web view. */
export function Component() {
  return <ServiceAgreement variant="mobile" />;
}
