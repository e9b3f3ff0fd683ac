import { useState } from 'react';
import { Button, Space } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { downSignFile } from '../../api/down-sign-file';

/** 下载原文件 always; 下载签署文件 only once the flow is 已完成 and its signed PDF exists (otherwise not offered). */
export function Downloads({ flowId, signedReady }: { flowId: number; signedReady: boolean }) {
  const [busy, setBusy] = useState<'original' | 'signed' | null>(null);
  const take = (kind: 'original' | 'signed') => {
    setBusy(kind);
    downSignFile(flowId, kind)
      .catch((e: unknown) => toast.error(errorText(e)))
      .finally(() => setBusy(null));
  };
  return (
    <Space wrap>
      <Button icon={<DownloadOutlined />} loading={busy === 'original'} onClick={() => take('original')}>
        下载原文件
      </Button>
      {signedReady && (
        <Button type="primary" icon={<DownloadOutlined />} loading={busy === 'signed'} onClick={() => take('signed')}>
          下载签署文件
        </Button>
      )}
    </Space>
  );
}
