import { useState } from 'react';
import { Modal, Tabs } from 'antd';
import { DrawPanel } from './draw-panel';
import { GeneratePanel } from './generate-panel';

interface Props {
  open: boolean;
  onClose: () => void;
}

/** 新增印章: two ways, 手写签名 (draw) and 生成印章 (from the verified name). */
export function AddSealDialog({ open, onClose }: Props) {
  const [tab, setTab] = useState<'draw' | 'generate'>('draw');
  // every opening starts with 手写签名
  const close = () => {
    setTab('draw');
    onClose();
  };
  return (
    <Modal title="新增印章" open={open} onCancel={close} footer={null} destroyOnHidden width={560} className="ep-seal-dialog">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as 'draw' | 'generate')}
        items={[
          { key: 'draw', label: '手写签名', children: <DrawPanel onDone={close} /> },
          { key: 'generate', label: '生成印章', children: <GeneratePanel active={open && tab === 'generate'} onDone={close} /> },
        ]}
      />
    </Modal>
  );
}
