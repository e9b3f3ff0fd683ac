import { Alert, Button, Input, Progress, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import { COMMERCE_MSG, EVIDENCE_LIMITS } from '@evidence/shared/constants';
import type { UploadItem } from '../hooks/use-evidence-uploads';
import { formatBytes } from '@/lib/format';
import { session } from '@/lib/session';

const STATUS_TEXT: Record<UploadItem['status'], { text: string; color: string }> = {
  ready: { text: '待上传', color: 'default' },
  uploading: { text: '上传中', color: 'processing' },
  paused: { text: '已暂停', color: 'warning' },
  finishing: { text: '保存中', color: 'processing' },
  done: { text: '已上传', color: 'success' },
  error: { text: '失败', color: 'error' },
};

interface Props {
  item: UploadItem;
  onTitle: (title: string) => void;
  onStart: () => void;
  onPause: () => void;
  onResume: () => void;
  onRemove: () => void;
}

/** One chosen file: its title, progress, controls, and once saved its evidence number and hashes. */
export function UploadItemRow({ item, onTitle, onStart, onPause, onResume, onRemove }: Props) {
  const s = STATUS_TEXT[item.status];
  const editable = item.status === 'ready' || (item.status === 'error' && !item.result);
  const r = item.result;
  return (
    <li className="ep-ingest__item" aria-label={item.file.name}>
      <div className="ep-ingest__head">
        <Typography.Text strong ellipsis={{ tooltip: item.file.name }} className="ep-ingest__name">
          {item.file.name}
        </Typography.Text>
        <span className="ep-ingest__size">{formatBytes(item.file.size)}</span>
        <Tag color={s.color}>{s.text}</Tag>
        {item.resumed && item.status !== 'done' ? <Tag color="blue">断点续传</Tag> : null}
      </div>
      {editable ? (
        <Input
          aria-label={`${item.file.name} 的标题`}
          placeholder="标题（选填，默认为文件名）"
          maxLength={EVIDENCE_LIMITS.titleMax}
          value={item.title}
          onChange={(e) => onTitle(e.target.value)}
        />
      ) : null}
      {item.status !== 'ready' ? (
        <Progress percent={item.percent} status={item.status === 'error' ? 'exception' : item.status === 'done' ? 'success' : item.status === 'paused' ? 'normal' : 'active'} aria-label={`${item.file.name} 上传进度`} />
      ) : null}
      {item.error ? (
        <Alert
          type="error"
          showIcon
          title={item.error}
          // too few points: buy in a new tab, then 重试 finishes this same upload
          description={item.error === COMMERCE_MSG.pointsInsufficient ? <PointsHelp /> : undefined}
        />
      ) : null}
      {r ? (
        <div className="ep-ingest__result">
          <div>
            保全号：<Link to={`/attestation/${r.baoquan}`} target="_blank">{r.baoquan}</Link>（{r.fileTypeName}，{r.fileStatus}）
          </div>
          {r.title !== r.fileName ? <div>标题：{r.title}</div> : null}
          <div className="ep-ingest__hash">SHA-256：{r.sha256}</div>
          <div className="ep-ingest__hash">SM3：{r.sm3}</div>
          {r.notice ? <Alert type="warning" showIcon title={`${r.notice}${r.duplicateOf ? `（此前的保全号：${r.duplicateOf.baoquan}）` : ''}`} /> : null}
          {item.status === 'done' ? <NextSteps baoquan={r.baoquan} /> : null}
        </div>
      ) : null}
      <Space wrap>
        {item.status === 'ready' ? (
          <Button type="primary" onClick={onStart}>
            开始上传
          </Button>
        ) : null}
        {item.status === 'uploading' ? <Button onClick={onPause}>暂停</Button> : null}
        {item.status === 'paused' ? (
          <Button type="primary" onClick={onResume}>
            继续
          </Button>
        ) : null}
        {item.status === 'error' && !r ? <Button onClick={onStart}>重试</Button> : null}
        {item.status !== 'uploading' && item.status !== 'finishing' ? (
          <Button onClick={onRemove}>{item.status === 'done' ? '移出列表' : '移除'}</Button>
        ) : null}
      </Space>
    </li>
  );
}

/** What to do when the points ran out: buy (a sub-account asks its company), then retry. */
function PointsHelp() {
  if (session.get().role === '2') return <>请联系企业主账号购买积分后点击“重试”。</>;
  return (
    <>
      <Link to="/buyCredits" target="_blank">
        购买积分
      </Link>
      后点击“重试”继续保存。
    </>
  );
}

/** What a person does next with a preserved file (issue 24 item 8): its certificate, notarization, the list. */
function NextSteps({ baoquan }: { baoquan: string }) {
  return (
    <Space wrap className="ep-ingest__next" aria-label="下一步">
      <Link to={`/attestation/${baoquan}`} target="_blank">
        查看证书
      </Link>
      <Link to="/notary/selectList">申请公证</Link>
      <Link to="/attestation-list">返回列表</Link>
    </Space>
  );
}
