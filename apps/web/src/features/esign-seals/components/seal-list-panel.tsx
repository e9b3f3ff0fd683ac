import { Alert, Button, Empty, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import type { TEsignSealItem } from '@evidence/shared/contracts';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useDeleteEsignSeal } from '../api/seal-delete';
import { useEsignSealList } from '../api/seal-list';
import { EsignSealCard } from './esign-seal-card';
import { SealRefusal } from './seal-refusal';
import '@/components/list-page.css';
import './esign-seals.css';

/** 企业印章: the company's seals as cards (newest first), 新建印章, and what deleting means. */
export function SealListPanel() {
  const list = useEsignSealList();
  const navigate = useNavigate();
  const del = useDeleteEsignSeal();
  if (list.isPending) return <Spin tip="加载中…"><div style={{ height: 160 }} /></Spin>;
  if (list.isError) return <SealRefusal error={list.error} onRetry={() => void list.refetch()} />;

  const { list: seals, count, limit } = list.data;
  const full = count >= limit;
  const onDelete = (seal: TEsignSealItem) => del.mutate(seal.id, { onSuccess: (msg) => toast.success(msg), onError: reportError });
  const create = (
    <Button type="primary" icon={<PlusOutlined />} disabled={full} onClick={() => void navigate('/electric-sign/seal/create')}>
      新建印章
    </Button>
  );
  return (
    <>
      <Alert
        className="ep-eseal-note"
        type="info"
        showIcon
        message="仅企业主账号可以管理企业印章。印章删除后不能再用于新的签署，已签署文件中的印章不受影响。"
      />
      <div className="ep-list-head">
        <span className="ep-list-count">
          共 {count} 个印章{full ? `（已达上限 ${limit} 个，请先删除不用的印章）` : `，最多 ${limit} 个`}
        </span>
        {count > 0 && create}
      </div>
      {seals.length === 0 ? (
        <Empty className="ep-eseal-empty" description="暂无数据">
          {create}
        </Empty>
      ) : (
        <div className="ep-eseal-grid">
          {seals.map((s) => (
            <EsignSealCard key={s.id} seal={s} busy={del.isPending} onDelete={onDelete} />
          ))}
        </div>
      )}
    </>
  );
}
