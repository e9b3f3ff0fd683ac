import { Alert, Progress, Spin } from 'antd';
import type { TElecView } from '@evidence/shared/contracts';

/** What a capture not (yet) preserved shows: its queue place, that it is running, or why it failed. */
export function ElecStatus({ view }: { view: TElecView }) {
  if (view.status === 'queued') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<Spin size="small" />}
        title={view.queuePosition ? `排队中：第 ${view.queuePosition} 位${view.queuePosition > 1 ? `，前面还有 ${view.queuePosition - 1} 个取证` : '，即将开始'}` : '排队中'}
        description="本页会自动刷新，完成后显示取证结果。"
      />
    );
  }
  if (view.status === 'running') {
    return (
      <Alert
        type="info"
        showIcon
        icon={<Spin size="small" />}
        title={`取证中${view.progressNote ? `：${view.progressNote}` : ''}`}
        description={
          <>
            {view.progress !== null && <Progress percent={view.progress} size="small" aria-label="取证进度" />}
            正在检查取证环境、打开网页并保存，通常在一分钟内完成；本页会自动刷新。
          </>
        }
      />
    );
  }
  if (view.status === 'failed') return <Alert type="error" showIcon title="取证失败" description={`${view.failReason ?? '取证未完成'}。本次取证的积分已退还。`} />;
  return <Alert type="warning" showIcon title={view.statusName} />;
}
