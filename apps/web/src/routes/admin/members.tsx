import { MemberReviewQueue } from '@/features/admin/components/member-review-queue';

/** /admin/members — review of company members' authorization letters. */
export function Component() {
  return (
    <>
      <h1 className="ep-admin__page-title">成员授权审核</h1>
      <MemberReviewQueue />
    </>
  );
}
