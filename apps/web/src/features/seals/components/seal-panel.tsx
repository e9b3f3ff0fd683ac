import { useState } from 'react';
import { Alert, Button, Empty, Spin, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { SEAL_LIMITS } from '@evidence/shared/constants';
import type { TSealItem } from '@evidence/shared/contracts';
import { errorText, reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useDelSeal } from '../api/del';
import { useSealList } from '../api/get-list';
import { useSetDefaultSeal } from '../api/set-default';
import { AddSealDialog } from './add-seal-dialog';
import { SealCard } from './seal-card';
import '@/components/list-page.css';
import './seals.css';

/** 印章管理 (001 §2.4): the account's seals as cards, 新增印章, set default and delete. */
export function SealPanel() {
  const list = useSealList();
  const setDefault = useSetDefaultSeal();
  const del = useDelSeal();
  const [adding, setAdding] = useState(false);
  const busy = setDefault.isPending || del.isPending;
  const seals = list.data?.list ?? [];
  const full = seals.length >= SEAL_LIMITS.perAccount;

  function onSetDefault(seal: TSealItem) {
    setDefault.mutate(seal.id, { onSuccess: (msg) => toast.success(msg), onError: reportError });
  }
  function onDelete(seal: TSealItem) {
    del.mutate(seal.id, { onSuccess: (msg) => toast.success(msg), onError: reportError });
  }

  const addButton = (
    <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} disabled={full}>
      新增印章
    </Button>
  );

  let body;
  if (list.isPending) body = <Spin className="ep-seal-loading" tip="加载中…"><div style={{ height: 120 }} /></Spin>;
  else if (list.isError)
    body = (
      <Alert
        type="error"
        showIcon
        message={errorText(list.error)}
        action={
          <Button size="small" onClick={() => void list.refetch()}>
            重试
          </Button>
        }
      />
    );
  else if (seals.length === 0)
    body = (
      <Empty className="ep-seal-empty" description="暂无印章，您可以手写签名或根据实名信息生成印章">
        {addButton}
      </Empty>
    );
  else
    body = (
      <div className="ep-seal-grid">
        {seals.map((s) => (
          <SealCard key={s.id} seal={s} busy={busy} onSetDefault={onSetDefault} onDelete={onDelete} />
        ))}
      </div>
    );

  return (
    <>
      <div className="ep-list-head">
        <span className="ep-list-count">{list.data ? `共 ${seals.length} 个印章` : ''}</span>
        {seals.length > 0 && addButton}
      </div>
      {full && <Typography.Paragraph type="secondary">每个账号最多保存{SEAL_LIMITS.perAccount}个印章，请先删除不用的印章。</Typography.Paragraph>}
      {body}
      <AddSealDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
