import { useState } from 'react';
import { Button } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { TOrderListQuery } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { exportOrderList } from '../api/export-list';

/** 导出: the filtered list as `.xlsx`; an empty list answers '暂无数据' (001 §5), shown as a message. */
export function ExportButton({ query }: { query: TOrderListQuery }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      icon={<DownloadOutlined />}
      loading={busy}
      onClick={async () => {
        setBusy(true);
        try {
          await exportOrderList(query);
        } catch (e) {
          reportError(e);
        } finally {
          setBusy(false);
        }
      }}
    >
      导出
    </Button>
  );
}
