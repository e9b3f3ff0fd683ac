import { useState } from 'react';
import { Button, Segmented, Space, Tooltip } from 'antd';
import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { TEvidenceListItem } from '@evidence/shared/contracts';
import { BackBar } from '@/components/back-bar';
import { EvidenceFilters, type EvidenceFilterValues } from '@/components/evidence-filters/evidence-filters';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useDelDataMutation } from '@/features/evidence-list/api/del-data';
import { useLabelList } from '@/features/evidence-list/api/get-label-list';
import { useEvidenceList } from '@/features/evidence-list/api/get-list';
import { useSharedList } from '@/features/evidence-list/api/shared-list';
import { EvidenceListTable } from '@/features/evidence-list/components/evidence-list-table';
import { SharedListTable } from '@/features/evidence-list/components/shared-list-table';
import { ShareDialog } from '@/features/evidence-share/components/share-dialog';
import { useNotaryApplicable } from '@/features/notary/api/applicable';
import { ApplyFromRecord } from '@/features/notary/components/apply-from-record';
import '@/components/list-page.css';
import { accountCan, accountRole } from '@/lib/access';
import { reportError } from '@/lib/api-client';
import { isBuilt } from '@/lib/built-routes';
import { toast } from '@/lib/feedback';
import { ListError } from '@/components/list-error';

const NEW_EVIDENCE = '/newAccessCard';
const BATCH_DOWNLOAD = '/attestation-list/download';

/**
 * /attestation-list — 数据存证 (000 §2): filters, total count, 10 rows a page, 查看详情 in a new tab,
 * 分享 (link, 保全号 and extraction code, issue 24 item 7), 删除 for owners (hidden from sub-accounts, refused by
 * the server for them), 新增数据存证 on top.
 * ?tab=shared — 与我共享: records others own and shared with me (signed contracts, decision 813), no 删除.
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<EvidenceFilterValues>({ type: 0, productType: 0 });
  const labels = useLabelList();
  const [page, setPage] = useState(1);
  const list = useEvidenceList({ ...filters, page, limit: 10 });
  const [query, setQuery] = useSearchParams();
  const shared = query.get('tab') === 'shared';
  const [sharedPage, setSharedPage] = useState(1);
  const sharedRows = useSharedList(sharedPage, shared);
  const del = useDelDataMutation();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const [sharing, setSharing] = useState<number | null>(null);

  const canDelete = accountCan(info, 'evidence.delete');
  // 申请公证 on each row (decision 858): never for a sub-account; the server says which rows can and why not
  const canNotarize = accountCan(info, 'notary.use') && isBuilt('/notary/selectList');
  const applicable = useNotaryApplicable((list.data?.list ?? []).map((r) => r.id), canNotarize);
  const applicableOf = (row: TEvidenceListItem) => applicable.data?.list.find((a) => a.id === row.id);
  const showCreator = accountRole(info) === 'companyMain';
  const detailHref = (row: TEvidenceListItem) => {
    const href = `/attestation/${row.baoquan}`;
    return isBuilt(href) ? href : null;
  };

  async function onDelete(row: TEvidenceListItem) {
    setDeletingId(row.id);
    try {
      toast.success(await del.mutateAsync(row.id));
      // the last row of the last page went: show the page before it
      if (list.data && list.data.list.length === 1 && page > 1) setPage(page - 1);
    } catch (e) {
      reportError(e);
    } finally {
      setDeletingId(null);
    }
  }

  const newButton = (
    <Button type="primary" icon={<PlusOutlined />} disabled={!isBuilt(NEW_EVIDENCE)} onClick={() => void navigate(NEW_EVIDENCE)}>
      新增数据存证
    </Button>
  );

  return (
    <div className="ep-page">
      <BackBar />
      <section className="ep-panel">
        <Segmented
          style={{ marginBottom: 16 }}
          value={shared ? 'shared' : 'mine'}
          options={[
            { value: 'mine', label: '我的存证' },
            { value: 'shared', label: '与我共享' },
          ]}
          onChange={(v) => setQuery(v === 'shared' ? { tab: 'shared' } : {}, { replace: true })}
        />
        {shared ? (
          <>
            <div className="ep-list-head">
              <span>其他账户共享给您的存证记录（如您签署的电子合同），可查看证书和下载文件，不可删除。</span>
              <span className="ep-list-count" aria-live="polite">
                共 <strong>{sharedRows.isError ? 0 : (sharedRows.data?.count ?? 0)}</strong> 条共享记录
              </span>
            </div>
            {sharedRows.isError && <ListError error={sharedRows.error} onRetry={() => void sharedRows.refetch()} />}
            <SharedListTable rows={sharedRows.isError ? [] : (sharedRows.data?.list ?? [])} count={sharedRows.isError ? 0 : (sharedRows.data?.count ?? 0)} page={sharedPage} loading={sharedRows.isFetching} onPage={setSharedPage} />
          </>
        ) : (
        <>
        <div className="ep-list-head">
          <Space wrap>
            {isBuilt(NEW_EVIDENCE) ? newButton : <Tooltip title="即将开放">{newButton}</Tooltip>}
            {isBuilt(BATCH_DOWNLOAD) ? (
              <Link to={BATCH_DOWNLOAD}>
                <Button icon={<DownloadOutlined />}>批量下载</Button>
              </Link>
            ) : (
              <Tooltip title="即将开放">
                <Button icon={<DownloadOutlined />} disabled>
                  批量下载
                </Button>
              </Tooltip>
            )}
          </Space>
          <span className="ep-list-count" aria-live="polite">
            共 <strong>{list.data?.count ?? 0}</strong> 条存证记录
          </span>
        </div>
        <EvidenceFilters
          withProductType
          labels={(labels.data ?? []).map((l) => l.label)}
          labelsLoading={labels.isLoading}
          keyword={{ label: '关键词', placeholder: '文件名称 / 保全号' }}
          onApply={(next) => {
            setFilters(next);
            setPage(1);
          }}
        />
        {list.isError && (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        )}
        <EvidenceListTable
          rows={list.data?.list ?? []}
          count={list.data?.count ?? 0}
          page={page}
          loading={list.isFetching}
          showCreator={showCreator}
          canDelete={canDelete}
          detailHref={detailHref}
          deletingId={deletingId}
          onDelete={onDelete}
          onShare={(row) => setSharing(row.id)}
          onPage={setPage}
          {...(canNotarize ? { extraAction: (row: TEvidenceListItem) => <ApplyFromRecord item={applicableOf(row)} /> } : {})}
        />
        <ShareDialog dataId={sharing ?? 0} open={sharing !== null} onClose={() => setSharing(null)} />
        </>
        )}
      </section>
    </div>
  );
}
