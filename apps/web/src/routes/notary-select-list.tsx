import { useState } from 'react';
import { Alert } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import type { TNotarySelectItem } from '@evidence/shared/contracts';
import { BackBar } from '@/components/back-bar';
import { OfficeBlock } from '@/features/home/components/office-block';
import { EvidenceFilters, type EvidenceFilterValues } from '@/components/evidence-filters/evidence-filters';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useLabelList } from '@/features/evidence-list/api/get-label-list';
import { useApplyNotary } from '@/features/notary/api/apply';
import { useNotaryApplicable } from '@/features/notary/api/applicable';
import { useNotaryQuote } from '@/features/notary/api/quote';
import { ApplyConfirmDialog } from '@/features/notary/components/apply-confirm-dialog';
import { useNotarySelectList } from '@/features/notary/api/select-list';
import { SelectTable } from '@/features/notary/components/select-table';
import { SelectionBar } from '@/features/notary/components/selection-bar';
import { stepPagePath } from '@/features/notary/lib/order-actions';
import { applyIds, toggleRows, type Picked } from '@/features/notary/lib/selection';
import '@/components/list-page.css';
import '@/features/notary/components/notary.css';
import { accountCan } from '@/lib/access';
import { errorText, reportError } from '@/lib/api-client';
import { isBuilt } from '@/lib/built-routes';
import { toast } from '@/lib/feedback';
import { ListError } from '@/components/list-error';

/**
 * /notary/selectList — pick preserved records for an application (issue 15): the attestation list's
 * filters and rows, 10 a page, a checkbox each; the selection survives paging and filtering, up to
 * NOTARY.maxRecords of one notary type. The server's fee for the picked records is shown as they are
 * picked; 申请公证 names it in a confirmation, and only then creates the order and opens its first step.
 */
export function Component() {
  const { data: info } = useAuthInfo();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<EvidenceFilterValues>({ type: 0, productType: 0 });
  const [page, setPage] = useState(1);
  const [selection, setSelection] = useState<Picked[]>([]);
  const labels = useLabelList();
  const list = useNotarySelectList({ ...filters, page, limit: 10 });
  const apply = useApplyNotary();
  const quote = useNotaryQuote(selection.length);
  const [confirming, setConfirming] = useState(false);
  // a sub-account gets only the server's refusal
  const refusedRole = info !== undefined && !accountCan(info, 'notary.use');
  // opened from a record (数据存证's or its certificate's 申请公证, decision 858): that record picked once, or the server's reason shown
  const [params] = useSearchParams();
  const record = /^[1-9]\d{0,15}$/.test(params.get('record') ?? '') ? Number(params.get('record')) : null;
  const preset = useNotaryApplicable(record !== null ? [record] : [], !refusedRole);
  const [presetTaken, setPresetTaken] = useState(false);
  const presetItem = preset.data?.list[0];
  if (!presetTaken && preset.data) {
    setPresetTaken(true);
    if (presetItem?.selectable) setSelection([{ id: presetItem.id, baoquan: presetItem.baoquan, title: presetItem.title, notaryType: presetItem.notaryType }]);
  }
  const presetRefusal = record === null || !preset.data ? null : !presetItem ? '该存证记录不存在或无权访问' : presetItem.selectable ? null : `${presetItem.title}：${presetItem.reason ?? ''}`;

  function onToggle(rows: TNotarySelectItem[], on: boolean) {
    const { next, refused } = toggleRows(selection, rows, on);
    setSelection(next);
    if (refused) toast.info(refused);
  }

  async function onApply(fee: number) {
    try {
      const { order, msg } = await apply.mutateAsync({ ids: applyIds(selection), fee });
      toast.success(msg);
      setConfirming(false);
      setSelection([]);
      // a new order starts at the application form; until the step pages are registered it waits in 我的公证
      const first = stepPagePath('applicationForm', order.id, order.type);
      void navigate(first && isBuilt(first) ? first : '/notary');
    } catch (e) {
      // a fee that changed meanwhile is quoted again before the applicant confirms anew
      setConfirming(false);
      void quote.refetch();
      reportError(e);
    }
  }
  const confirmQuote = confirming && quote.data !== undefined && quote.data.records === selection.length ? quote.data : null;

  return (
    <div className="ep-page">
      <BackBar backTo="/notary" />
      <section className="ep-panel">
        <OfficeBlock />
        {!refusedRole && (
          <>
            {presetRefusal && <Alert className="ep-notary-preset" type="warning" showIcon title={`该记录不能申请公证：${presetRefusal}`} />}
            {preset.isError && <Alert className="ep-notary-preset" type="error" showIcon title={errorText(preset.error)} />}
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
            <SelectionBar
              selection={selection}
              applying={apply.isPending}
              onRemove={(id) => setSelection(selection.filter((p) => p.id !== id))}
              onClear={() => setSelection([])}
              onApply={() => setConfirming(true)}
              quote={quote}
            />
            <ApplyConfirmDialog quote={confirmQuote} pending={apply.isPending} onOk={() => confirmQuote && void onApply(confirmQuote.points)} onClose={() => setConfirming(false)} />
          </>
        )}
        {list.isError && (
          <ListError error={list.error} onRetry={() => void list.refetch()} />
        )}
        {!refusedRole && (
          <SelectTable
            rows={list.isError ? [] : (list.data?.list ?? [])}
            count={list.isError ? 0 : (list.data?.count ?? 0)}
            page={page}
            loading={list.isFetching}
            selection={selection}
            onToggle={onToggle}
            onPage={setPage}
          />
        )}
      </section>
    </div>
  );
}
