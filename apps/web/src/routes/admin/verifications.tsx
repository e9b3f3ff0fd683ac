import { VerificationQueue } from '@/features/admin/components/verification-queue';

/** /admin/verifications — the real-name verification review queue. */
export function Component() {
  return (
    <>
      <h1 className="ep-admin__page-title">实名认证审核</h1>
      <VerificationQueue />
    </>
  );
}
