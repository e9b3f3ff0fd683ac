import { useState } from 'react';
import { Alert, Button, Drawer, Popconfirm, Skeleton, Space, Typography } from 'antd';
import type { TOfficeDetail, TOfficeRecord } from '@evidence/shared/contracts';
import { errorText, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { getOriginalLink, useDecideNotary, type NotaryDecision } from '../api/decide-notary';
import { useNotaryDetail } from '../api/get-notary-detail';
import { NotaryDocuments, NotaryFacts, NotaryRecords } from './notary-detail-sections';
import { NotaryEndDialog } from './notary-end-dialog';
import { NotaryInterviewEditor } from './notary-interview-editor';
import { ENDABLE_STAGES } from './notary-labels';
import './notary.css';

/** What the order waits for, in words, at each stage. */
function stageHint(d: TOfficeDetail): { type: 'info' | 'success' | 'warning'; text: string } | null {
  if (d.notarial !== 1) return d.notarial === 2 ? { type: 'success', text: `已出具公证书 ${d.certificateNo ?? ''}` } : { type: 'warning', text: `订单已结束：${d.notarialName}` };
  if (!d.mine) return { type: 'warning', text: `该订单由公证员${d.notaryName ?? ''}承办，您可以查看，不能办理。` };
  switch (d.officeStage) {
    case 'submitted': return { type: 'info', text: '请审查申请材料与核验结果，决定是否受理。受理后将生成载明受理日期和承办公证员的受理通知书。' };
    case 'accepted': return { type: 'info', text: '已受理。请对申请人进行询问，并在下方制作询问笔录。' };
    case 'interview': return { type: 'info', text: '询问笔录已保存，等待申请人阅读并签署确认（签署后方可出具公证书）。' };
    case 'confirming': return { type: 'info', text: '申请人正在签署受理通知书回执和询问笔录，请稍候。' };
    case 'confirmed': return { type: 'success', text: '申请人已签署确认询问笔录，可以出具公证书。' };
    case 'issuing': return { type: 'info', text: '公证书正在生成中，请稍候。' };
    default: return null;
  }
}

/** One notarial order for the notary: facts, records, documents, the interview editor and the decisions. */
export function NotaryDetailDrawer({ orderId, onClose }: { orderId: number | null; onClose: () => void }) {
  const detail = useNotaryDetail(orderId);
  const decide = useDecideNotary();
  const [ending, setEnding] = useState<'terminate' | 'fail' | null>(null);
  const [opening, setOpening] = useState<number | null>(null);
  const d = detail.data;

  async function run(decision: NotaryDecision, done: string) {
    try {
      const r = await decide.mutateAsync(decision);
      toast.success(r.refunded > 0 ? `${done}，已退还 ${r.refunded} 积分` : r.refundDue > 0 ? `${done}，已发起原路退款 ¥${r.refundDue.toFixed(2)}（退款中）` : done);
      setEnding(null);
    } catch (e) {
      reportError(e);
    }
  }

  async function openOriginal(r: TOfficeRecord) {
    if (!d) return;
    // the tab opens at once (a pop-up blocker allows that), then goes to the link
    const tab = window.open('', '_blank');
    setOpening(r.evidenceId);
    try {
      const { url } = await getOriginalLink(d.id, r.evidenceId);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (e) {
      tab?.close();
      reportError(e);
    } finally {
      setOpening(null);
    }
  }

  const hint = d ? stageHint(d) : null;
  const active = !!d && d.notarial === 1 && d.mine;
  const refundNote = d ? (d.payTypeName === '积分支付' ? `已支付的 ${d.fee} 积分将全额退还申请人。` : `申请人的付款须由公证处经原支付渠道退回（平台将记录应退金额并通知申请人）。`) : '';

  return (
    <Drawer open={orderId !== null} onClose={onClose} title={d ? `公证订单 ${d.orderNo}` : '公证订单'} width={860} destroyOnHidden>
      {detail.isPending ? (
        <Skeleton active />
      ) : detail.isError || !d ? (
        <Alert type="error" showIcon message={errorText(detail.error)} />
      ) : (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {hint ? <Alert type={hint.type} showIcon message={hint.text} /> : null}
          {active ? (
            <Space wrap>
              {d.officeStage === 'submitted' ? (
                <Popconfirm title="受理该公证申请？" description={`受理后您将成为承办公证员，受理通知书将载明今天的日期和您的姓名。`} okText="受理" cancelText="取消" onConfirm={() => run({ kind: 'accept', orderId: d.id }, '已受理')}>
                  <Button type="primary" loading={decide.isPending}>受理</Button>
                </Popconfirm>
              ) : null}
              {d.officeStage === 'confirmed' ? (
                <Popconfirm title="出具公证书？" description="将生成公证书编号和公证书，加盖公证处电子印章并签名，出具后不可撤回。" okText="出具" cancelText="取消" onConfirm={() => run({ kind: 'issue', orderId: d.id }, '已开始出具公证书')}>
                  <Button type="primary" loading={decide.isPending}>出具公证书</Button>
                </Popconfirm>
              ) : null}
              {ENDABLE_STAGES.includes(d.officeStage ?? '') ? (
                <>
                  <Button danger onClick={() => setEnding('terminate')}>终止办理</Button>
                  <Button danger onClick={() => setEnding('fail')}>出证失败</Button>
                </>
              ) : null}
            </Space>
          ) : null}
          <NotaryFacts d={d} />
          {active && (d.officeStage === 'accepted' || d.officeStage === 'interview') ? (
            <NotaryInterviewEditor saved={d.interview} saving={decide.isPending} onSave={(items) => void run({ kind: 'interview', orderId: d.id, items }, '询问笔录已保存')} />
          ) : d.interview ? (
            <div>
              <Typography.Title level={5}>询问笔录</Typography.Title>
              {d.interview.map((x, i) => (
                <p key={i} className="ep-notary-qa-read">问：{x.q}<br />答：{x.a}</p>
              ))}
            </div>
          ) : null}
          <div>
            <Typography.Title level={5}>存证记录（{d.records.length} 项）</Typography.Title>
            <NotaryRecords records={d.records} onOpen={(r) => void openOriginal(r)} opening={opening} />
          </div>
          <div>
            <Typography.Title level={5}>文书</Typography.Title>
            <NotaryDocuments documents={d.documents} />
          </div>
        </Space>
      )}
      <NotaryEndDialog kind={ending} refundNote={refundNote} submitting={decide.isPending} onCancel={() => setEnding(null)} onSubmit={(reason) => d && ending && void run({ kind: ending, orderId: d.id, reason }, ending === 'fail' ? '已确认出证失败' : '已终止办理')} />
    </Drawer>
  );
}
