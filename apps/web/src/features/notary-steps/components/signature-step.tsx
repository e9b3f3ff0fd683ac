import { useEffect, useState } from 'react';
import { Alert, Button, Empty, Radio, Result, Spin, Tabs, Typography } from 'antd';
import { NOTARY, NOTARY_MSG } from '@evidence/shared/constants';
import type { TNotaryOrderDetail, TSealItem } from '@evidence/shared/contracts';
import { toast } from '@/lib/feedback';
import { isSigningNow } from '../lib/steps';
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
  // the first round signs the form and the two notices; the second confirms the notary's 询问笔录 (decision 303)
  const second = detail.step === 'office';
  const signing = isSigningNow(detail.step, detail.officeStage);
  const signed = second ? detail.officeStage !== 'interview' && detail.officeStage !== 'confirming' : detail.step === 'deCode' || detail.step === 'pay' || detail.step === 'office';
  // a signing that went back did not complete (the job failed; a notice says why): say so. Derived from the
  // state seen before (React's pattern for state that follows a prop), not from an effect.
  const now = `${detail.step}/${detail.officeStage ?? ''}`;
  const [seen, setSeen] = useState(now);
  const [failed, setFailed] = useState(false);
  if (seen !== now) {
    setSeen(now);
    setFailed((seen === 'signing/' && detail.step === 'signature') || (seen === 'office/confirming' && detail.officeStage === 'interview'));
  }

  const list = seals.list;
  const chosen: TSealItem | null = list.find((s) => s.id === sealId) ?? list.find((s) => s.is_default === '1') ?? list[0] ?? null;

  useEffect(() => {
    if (!signed) return;
    toast.success(second ? '询问笔录已确认签署，公证处将为您出具公证书' : '签署完成，即将进入数据解密');
    const timer = window.setTimeout(onSigned, NOTARY.redirectAfterSignMs);
    return () => window.clearTimeout(timer);
  }, [signed, second, onSigned]);

  return (
    <div className="ep-notary-sign">
      <div className="ep-notary-sign__docs">
        <Tabs
          defaultActiveKey={second ? 'notes' : 'apply'}
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
        {second ? (
          <Alert className="ep-notary-tip" type="warning" showIcon title="请确认询问笔录" description="公证员已受理您的申请并制作了询问笔录。请仔细阅读“受理通知书”和“询问笔录”，内容无误后一键签署确认；如有异议，请联系承办公证员更正后再签署。签署后公证处将出具公证书。" />
        ) : (
          <Alert className="ep-notary-tip" type="warning" showIcon title="请尽快完成签署" description="文书签署后方可进行数据解密与支付，公证处在收到完整申请后开始受理。签署将在电子申请表、公证告知书和保全告知书的指定位置加盖您的签章或手写签名。" />
        )}
      </aside>
      <div className="ep-notary-sign__bar">
        {signing ? (
          <Alert type="info" showIcon icon={<Spin size="small" />} title={NOTARY_MSG.signing} />
        ) : signed ? (
          <Result status="success" title="签署完成" subTitle={second ? '2 秒后返回订单详情' : '2 秒后进入数据解密'} />
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
          shown={detail.signSha256}
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
