import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Radio, Result, Spin, Tabs, Typography } from 'antd';
import { NOTARY, NOTARY_MSG } from '@evidence/shared/constants';
import type { TNotaryOrderDetail, TSealItem } from '@evidence/shared/contracts';
import { toast } from '@/lib/feedback';
import { DocumentFrame } from './document-frame';
import { SignDialog } from './sign-dialog';

/** The five tabs of 001 §2.10, in its order, with the order detail's link for each. */
const DOCUMENTS: Array<{ key: string; title: string; url: (d: TNotaryOrderDetail) => string | null }> = [
  { key: 'apply', title: '电子申请表', url: (d) => d.applyPdfUrl },
  { key: 'tell', title: '公证告知书', url: (d) => d.tellPdfUrl },
  { key: 'baoquan', title: '保全告知书', url: (d) => d.tellBaoquanUrlPdf },
  { key: 'advice', title: '受理通知书', url: (d) => d.advicePdfUrl },
  { key: 'notes', title: '询问笔录', url: (d) => d.notesPdfUrl },
];

/**
 * 在线签字 (001 §2.10): read the documents, pick a seal (the default labelled 默认签章) or sign by phone,
 * 一键签署. While the job signs, the order is polled every 2 s (useOrderDetail); once it reaches deCode
 * the signing button is disabled, the decode step enabled, and 2 s later the page goes there.
 */
export interface SealChoice {
  list: TSealItem[];
  loading: boolean;
  error: string | null;
}

export function SignatureStep({ detail, seals, onRefresh, onSigned }: { detail: TNotaryOrderDetail; seals: SealChoice; onRefresh: () => void; onSigned: () => void }) {
  const [sealId, setSealId] = useState<number | null>(null);
  const [dialog, setDialog] = useState(false);
  const signing = detail.step === 'signing';
  const signed = detail.step === 'deCode' || detail.step === 'pay' || detail.step === 'office';
  // a signing that went back to the signature step did not complete (the job failed): say so. Derived
  // from the step seen before (React's pattern for state that follows a prop), not from an effect.
  const [seenStep, setSeenStep] = useState(detail.step);
  const [failed, setFailed] = useState(false);
  if (seenStep !== detail.step) {
    setSeenStep(detail.step);
    setFailed(seenStep === 'signing' && detail.step === 'signature');
  }

  const list = seals.list;
  const chosen: TSealItem | null = list.find((s) => s.id === sealId) ?? list.find((s) => s.is_default === '1') ?? list[0] ?? null;

  useEffect(() => {
    if (!signed) return;
    toast.success('签署完成，即将进入数据解密');
    const timer = window.setTimeout(onSigned, NOTARY.redirectAfterSignMs);
    return () => window.clearTimeout(timer);
  }, [signed, onSigned]);

  return (
    <div className="ep-notary-sign">
      <div className="ep-notary-sign__docs">
        <Tabs
          items={DOCUMENTS.map((d) => ({
            key: d.key,
            label: d.title,
            children: <DocumentFrame url={d.url(detail)} title={d.title} withButton />,
          }))}
        />
      </div>
      <aside className="ep-notary-sign__side">
        <Typography.Title level={5}>选择签章</Typography.Title>
        {seals.loading ? (
          <Spin />
        ) : seals.error ? (
          <Alert type="error" showIcon title={seals.error} />
        ) : list.length === 0 ? (
          <Empty description={<span>还没有签章，可使用手机扫码手写签名，或前往 <a href="/signature">签章管理</a> 添加</span>} />
        ) : (
          <Radio.Group className="ep-notary-seals" value={chosen?.id} onChange={(e) => setSealId(Number(e.target.value))}>
            {list.map((s) => (
              <Radio key={s.id} value={s.id} className="ep-notary-seal">
                <img src={s.pic_url} alt={s.name} />
                <span>
                  {s.name}
                  {s.is_default === '1' ? <em className="ep-notary-seal__default">默认签章</em> : null}
                </span>
              </Radio>
            ))}
          </Radio.Group>
        )}
        <Alert className="ep-notary-tip" type="warning" showIcon title="请尽快完成签署" description="文书签署后方可进行数据解密与支付，公证处在收到完整申请后开始受理。签署将在全部五份文书的指定位置加盖您的签章或手写签名。" />
      </aside>
      <div className="ep-notary-sign__bar">
        {signing ? (
          <Alert type="info" showIcon icon={<Spin size="small" />} title={NOTARY_MSG.signing} />
        ) : signed ? (
          <Result status="success" title="签署完成" subTitle="2 秒后进入数据解密" />
        ) : (
          <>
            {failed ? <Alert type="error" showIcon title={`${NOTARY_MSG.signFailed}，请重新签署；如多次失败请联系公证处`} /> : null}
            <Button type="primary" size="large" disabled={!detail.canSign} onClick={() => setDialog(true)}>
              一键签署
            </Button>
          </>
        )}
      </div>
      {dialog ? (
        <SignDialog
          orderId={detail.id}
          seal={chosen}
          onClose={() => setDialog(false)}
          onStarted={() => {
            setDialog(false);
            toast.info(NOTARY_MSG.signing);
            onRefresh();
          }}
        />
      ) : null}
    </div>
  );
}
