import { useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import type { TListSignRow } from '@evidence/shared/contracts';
import { BackBar } from '@/components/back-bar';
import { EsignSectionNav } from '@/components/esign-section-nav';
import { LinkButton } from '@/components/link-button';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useDelSign } from '@/features/esign-flows/api/del-sign';
import { useListSign } from '@/features/esign-flows/api/list-sign';
import { FlowFilters } from '@/features/esign-flows/components/flow-filters';
import { FlowTable } from '@/features/esign-flows/components/flow-table';
import { RevokeDialog } from '@/features/esign-flows/components/revoke-dialog';
import type { FlowListFilters } from '@/features/esign-flows/lib/list-filters';
import { CREATE } from '@/features/esign-flows/lib/paths';
import '@/components/list-page.css';
import { accountCan } from '@/lib/access';
import { toast } from '@/lib/feedback';
import { ListError } from '@/components/list-error';

/**
 * /electric-sign/manage — 签署管理: the account's sign flows (a company's main account sees all of the
 * company's, a sub-account those it created), filtered by status, keyword and day, 10 a page; 详情, 撤销
 * while 签署中, 继续编辑 / 删除 for drafts; 发起签署 opens the wizard.
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const [filters, setFilters] = useState<FlowListFilters>({});
  const [page, setPage] = useState(1);
  const [revoking, setRevoking] = useState<TListSignRow | null>(null);
  const list = useListSign({ ...filters, page });
  const del = useDelSign();

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <EsignSectionNav showSeals={accountCan(info, 'esign.seals.manage')} />
        <div className="ep-list-head">
          <LinkButton type="primary" icon={<PlusOutlined />} to={CREATE}>
            发起签署
          </LinkButton>
          <span className="ep-list-count" aria-live="polite">
            共 <strong>{list.isError ? 0 : (list.data?.count ?? 0)}</strong> 个签署流程
          </span>
        </div>
        <FlowFilters
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {list.isError && (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        )}
        <FlowTable
          rows={list.isError ? [] : (list.data?.list ?? [])}
          count={list.isError ? 0 : (list.data?.count ?? 0)}
          page={page}
          loading={list.isFetching}
          deleting={del.isPending ? (del.variables ?? null) : null}
          onRevoke={setRevoking}
          onDelete={(row) => del.mutateAsync(row.id).then((msg) => toast.success(msg)).catch(() => undefined)}
          onPage={setPage}
        />
      </section>
      <RevokeDialog flow={revoking} onClose={() => setRevoking(null)} />
    </div>
  );
}
