import { useCallback, useState } from 'react';
import { Alert, Button, Result, Spin } from 'antd';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { NOTARY_STATUS_NAMES, NotaryStatus, type NotaryStatus as TNotaryStatus } from '@evidence/shared/constants';
import { BackBar } from '@/components/back-bar';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useOrderDetail } from '@/features/notary-steps/api/order-detail';
import { ApplicationFormStep } from '@/features/notary-steps/components/application-form-step';
import { DecodeStep } from '@/features/notary-steps/components/decode-step';
import { PayStep } from '@/features/notary-steps/components/pay-step';
import { SignatureStep } from '@/features/notary-steps/components/signature-step';
import { NotaryProgressSteps } from '@/features/notary-steps/components/progress-steps';
import { isStepPage, pageOfStep, stepPath, type StepPage } from '@/features/notary-steps/lib/steps';
import '@/features/notary-steps/components/notary-steps.css';
import { PayDialog } from '@/features/points/components/pay-dialog';
import { useSealList } from '@/features/seals/api/get-list';
import { errorText } from '@/lib/api-client';

const ID = /^[1-9]\d{0,15}$/;

/**
 * /attestation-list/readingMaterial/{step}/{orderId}/{type} (001 §2.1, issue 15): the applicant's four
 * steps. The order says where it is: opened at another step, the page goes to the order's own (resumable;
 * the server refuses out-of-order calls whatever the page does). After that first look, each step moves
 * the page on itself (2 s after signing, 001 §4).
 */
export function Component() {
  const params = useParams();
  const navigate = useNavigate();
  const orderId = ID.test(params.orderId ?? '') ? Number(params.orderId) : 0;
  const type = /^[1-7]$/.test(params.type ?? '') ? params.type! : '1';
  const page: StepPage | null = isStepPage(params.step) ? params.step : null;
  const detail = useOrderDetail(orderId);
  // the seals only for the signing screen of an order this account may see
  const seals = useSealList(params.step === 'signature' && detail.isSuccess);
  const auth = useAuthInfo();
  // Where the order was when this page was arrived at, read from an answer not being refetched. Opened at
  // another step, the page goes to the order's own; after that each step moves the page on itself, having
  // refetched the order first, so the next page arrives with the step it shows.
  const [arrival, setArrival] = useState<{ page: StepPage | null; step: string; officeStage: string | null } | null>(null);
  if (detail.data && !detail.isFetching && arrival?.page !== page) setArrival({ page, step: detail.data.step, officeStage: detail.data.officeStage });

  const go = useCallback(
    async (step: StepPage) => {
      await detail.refetch();
      void navigate(stepPath(step, orderId, type), { replace: true });
    },
    [detail, navigate, orderId, type],
  );
  const refresh = useCallback(() => void detail.refetch(), [detail]);

  if (!orderId || !page) return <Result status="404" title="页面不存在" subTitle="公证订单地址不正确" extra={<Link to="/notary">返回我的公证</Link>} />;
  const d = detail.data;
  const ended = d ? Number(d.notarial) !== NotaryStatus.inProgress : false;

  const arrivedAt = arrival ? pageOfStep(arrival.step, arrival.officeStage) : null;
  if (arrival?.page === page && arrivedAt !== page) return <Navigate replace to={stepPath(arrivedAt!, orderId, type)} />;

  let body: React.ReactNode;
  // an error first: a refused order (another account's, a sub-account) never arrives, so it must not spin
  if (detail.isError)
    body = (
      <Alert
        type="error"
        showIcon
        title={errorText(detail.error)}
        action={
          <Button size="small" onClick={refresh}>
            重试
          </Button>
        }
      />
    );
  else if (detail.isPending || arrival?.page !== page) body = <Spin className="ep-notary-loading" />;
  else if (ended && page !== 'deCode')
    body = (
      <Result
        status="warning"
        title={`该公证订单${NOTARY_STATUS_NAMES[Number(d!.notarial) as TNotaryStatus] ?? '已结束'}`}
        subTitle="订单已结束，不能继续办理"
        extra={<Link to={`/notary/detail?orderId=${orderId}&type=${type}`}>查看订单详情</Link>}
      />
    );
  else if (page === 'applicationForm') body = <ApplicationFormStep orderId={orderId} onSaved={() => void go('signature')} />;
  else if (page === 'signature')
    body = <SignatureStep detail={d!} seals={{ list: seals.data?.list ?? [], loading: seals.isPending, error: seals.isError ? errorText(seals.error) : null }} onRefresh={refresh} onSigned={() => (d!.step === 'office' ? void navigate(`/notary/detail?orderId=${orderId}&type=${type}`, { replace: true }) : void go('deCode'))} />;
  else if (page === 'deCode') body = <DecodeStep orderId={orderId} onDone={() => void go('pay')} />;
  else
    body = (
      <PayStep
        orderId={orderId}
        type={type}
        step={d!.step}
        balance={auth.data?.points ?? null}
        refreshBalance={() => void auth.refetch()}
        onPaid={refresh}
        payDialog={(start, on) => <PayDialog start={start} cancellable={false} onClose={on.close} onPaid={on.paid} onCancelled={on.closed} />}
      />
    );

  return (
    <div className="ep-page">
      <BackBar backTo="/notary" />
      <section className="ep-panel ep-notary-steps">
        {d ? <p className="ep-notary-steps__order">订单号：{d.orderNo}</p> : null}
        {d ? <NotaryProgressSteps className="ep-notary-steps__bar" step={d.step} officeStage={d.officeStage} notarial={Number(d.notarial)} /> : null}
        {body}
      </section>
    </div>
  );
}
