import { useEffect } from 'react';
import { Alert, Button, Progress, Result, Spin, Table, Tag, Typography } from 'antd';
import { NOTARY_MSG, NotaryStatus } from '@evidence/shared/constants';
import type { TNotaryDecodeStatus } from '@evidence/shared/contracts';
import { errorText, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useDecodeStatus, useStartDecode } from '../api/decode';

type Item = TNotaryDecodeStatus['items'][number];

const RESULT: Record<string, { color: string; text: string }> = {
  ok: { color: 'success', text: '一致' },
  mismatch: { color: 'error', text: '不一致' },
  missing: { color: 'error', text: '原件缺失' },
};

/**
 * 数据解密 (issue 15): the applicant releases the evidence to the notary office. The server re-reads every
 * original and re-checks SHA-256, SM3 and the ledger inclusion against the latest checkpoint, with
 * progress; a mismatch or a missing original ends the order 出证失败 with the records named — shown here,
 * never silently. When all hold the order moves to 支付.
 */
export function DecodeStep({ orderId, onDone }: { orderId: number; onDone: () => void }) {
  const status = useDecodeStatus(orderId);
  const start = useStartDecode();
  const s = status.data;
  const running = s?.job ? s.job.status === 'queued' || s.job.status === 'running' : false;
  const failed = s ? s.notarial === NotaryStatus.failed || s.notarial === NotaryStatus.terminated : false;
  const passed = s?.step === 'pay' || s?.step === 'office';

  useEffect(() => {
    if (!passed) return;
    toast.success('原始数据核验通过，请支付公证费用');
    const timer = window.setTimeout(onDone, 1500);
    return () => window.clearTimeout(timer);
  }, [passed, onDone]);

  async function begin() {
    try {
      // the server says whether it started now or is already running (a second click)
      toast.info((await start.mutateAsync(orderId)) || NOTARY_MSG.decodeStarted);
      await status.refetch();
    } catch (e) {
      reportError(e);
    }
  }

  if (status.isPending) return <Spin className="ep-notary-loading" />;
  if (status.isError) return <Alert type="error" showIcon title={errorText(status.error)} action={<Button size="small" onClick={() => void status.refetch()}>重试</Button>} />;
  const done = s!.items.filter((i) => i.checkResult !== null).length;
  return (
    <div className="ep-notary-decode">
      <Typography.Paragraph>
        数据解密即向公证处开放本订单的原始电子数据。开放前，平台将重新读取每一份原件，重新计算 SHA-256 与 SM3，并核对其在公证处账本中的记录与最新签名检查点的包含证明。任何一份不一致或缺失，订单将终止为“出证失败”。
      </Typography.Paragraph>
      {failed ? (
        <Result status="error" title="出证失败" subTitle={s!.endReason ?? '原始数据核验未通过'} />
      ) : passed ? (
        <Result status="success" title="原始数据核验通过" subTitle="即将进入支付" />
      ) : (
        <div className="ep-notary-decode__run">
          {running || done > 0 ? (
            <Progress percent={s!.items.length ? Math.round((done / s!.items.length) * 100) : 0} status={running ? 'active' : undefined} format={() => `${done}/${s!.items.length}`} />
          ) : null}
          {s!.job?.note ? <Typography.Text type="secondary">{s!.job.note}</Typography.Text> : null}
          {s!.job?.error ? <Alert type="error" showIcon title={s!.job.error} /> : null}
          <Button type="primary" size="large" loading={start.isPending || running} onClick={() => void begin()}>
            {running ? '正在核验原始数据…' : '开始数据解密'}
          </Button>
        </div>
      )}
      <Table<Item>
        rowKey="baoquan"
        size="small"
        pagination={s!.items.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
        dataSource={s!.items}
        columns={[
          { title: '保全号', dataIndex: 'baoquan', width: 190 },
          { title: '文件名称', dataIndex: 'fileName', ellipsis: true },
          {
            title: '核验结果',
            dataIndex: 'checkResult',
            width: 120,
            render: (r: string | null) => (r ? <Tag color={RESULT[r]?.color}>{RESULT[r]?.text ?? r}</Tag> : <Tag>{running ? '核验中' : '待核验'}</Tag>),
          },
        ]}
      />
    </div>
  );
}
