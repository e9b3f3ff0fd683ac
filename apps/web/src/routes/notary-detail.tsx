import { useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { Link, useSearchParams } from 'react-router';
import { BackBar } from '@/components/back-bar';
import { useNotaryDetail } from '@/features/notary/api/detail';
import { DetailInfo } from '@/features/notary/components/detail-info';
import { DetailRecords } from '@/features/notary/components/detail-records';
import { DocumentsCard } from '@/features/notary/components/documents-card';
import { NotaryProgressSteps } from '@/features/notary-steps/components/progress-steps';
import { backTarget } from '@/features/notary/lib/order-actions';
import '@/components/list-page.css';
import '@/features/notary/components/notary.css';
import { ListError } from '@/components/list-error';

/**
 * /notary/detail?orderId&type&goBackUrl (001 §2.1, §3 "Notary detail"): the order's facts, its records
 * (10 a page, hashes copyable, deCode's result) and its documents; 返回 goes to goBackUrl when it is a
 * same-site path, else to /notary. Another account's order answers like a missing one (the server's message).
 */
export function Component() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId') ?? '';
  const [page, setPage] = useState(1);
  const detail = useNotaryDetail(orderId, page);
  const info = detail.data?.info;

  return (
    <div className="ep-page">
      <BackBar backTo={backTarget(params.get('goBackUrl'))} />
      <section className="ep-panel">
        {detail.isError && (
          <ListError error={detail.error} onRetry={() => void detail.refetch()} />
        )}
        {detail.isPending && <Spin style={{ display: 'block', margin: '48px auto' }} />}
        {info && !detail.isError && (
          <>
            {info.applicantAction ? (
              // what the applicant must do now, as the server computed it (decision 856); the confirmation keeps its own words
              <Alert
                type="warning"
                showIcon
                className="ep-notary-confirm"
                title={info.applicantAction.kind === 'confirm' ? '公证员已制作询问笔录，请阅读并确认签署' : `${info.applicantAction.label}，请继续办理`}
                description={info.applicantAction.kind === 'confirm' ? '确认签署后公证处方可出具公证书。' : undefined}
                action={
                  <Link to={info.applicantAction.path}>
                    <Button type="primary">{info.applicantAction.button}</Button>
                  </Link>
                }
              />
            ) : null}
            <NotaryProgressSteps className="ep-notary-progress" step={info.step} officeStage={info.officeStage} notarial={info.notarial} />
            <h2 className="ep-notary-section-title">订单信息</h2>
            <DetailInfo info={info} />
            <h2 className="ep-notary-section-title">公证文书</h2>
            <DocumentsCard orderId={info.id} facts={{ step: info.step, notarial: info.notarial, officeStage: info.officeStage }} />
            <h2 className="ep-notary-section-title">存证记录</h2>
            <DetailRecords rows={detail.data?.list ?? []} count={detail.data?.count ?? 0} page={page} loading={detail.isFetching} onPage={setPage} />
          </>
        )}
      </section>
    </div>
  );
}
