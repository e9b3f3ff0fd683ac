import { NotaryQueue } from '@/features/admin/components/notary-queue';

/** /admin/notary — the notary office's work: accept, interview, issue, or end notarial orders. */
export function Component() {
  return (
    <>
      <h1 className="ep-admin__page-title">公证办理</h1>
      <NotaryQueue />
    </>
  );
}
