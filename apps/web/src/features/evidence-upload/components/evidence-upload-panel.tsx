import { useState } from 'react';
import { Alert, Button, Empty, Form, Input, Space, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { EVIDENCE_LIMITS } from '@evidence/shared/constants';
import { useEvidenceUploads } from '../hooks/use-evidence-uploads';
import { resumeOffers } from '../hooks/resume-offers';
import { useUnfinishedUploads } from '../hooks/use-unfinished-uploads';
import { UploadItemRow } from './upload-item-row';
import { formatBytes } from '@/lib/format';
import './evidence-upload.css';

/**
 * 新增数据存证: choose files (click, keyboard or drag), an optional label for all of them and an
 * optional title each, then upload; each file shows its progress, can be paused and resumed, and
 * ends with its evidence number (linking to its certificate) and hashes.
 */
export function EvidenceUploadPanel({ onRecorded }: { onRecorded?: () => void } = {}) {
  const { items, addFiles, setTitle, start, pause, resume, remove } = useEvidenceUploads(onRecorded);
  const [label, setLabel] = useState('');
  const doneCount = items.filter((i) => i.status === 'done').length;
  const { unfinished, forget } = useUnfinishedUploads(doneCount);
  const ready = items.filter((i) => i.status === 'ready');
  const offers = resumeOffers(unfinished, items);

  return (
    <div className="ep-ingest">
      <Typography.Paragraph type="secondary">
        文件以 5MB 分块断点续传，上传时服务器同时计算 SHA-256 与 SM3 哈希并写入存证账本；单个文件不超过 4GB。网络中断或刷新页面后，重新选择同一文件即可从中断处继续。
      </Typography.Paragraph>
      {unfinished.length > 0 ? (
        <Alert
          type="info"
          showIcon
          title="以下文件上次未上传完成，重新选择同一文件即可继续上传"
          description={
            <ul className="ep-ingest__unfinished">
              {offers.map(({ upload: u, busy }) => (
                <li key={u.urlStorageKey}>
                  {u.metadata.filename ?? '未命名文件'}
                  {u.size ? `（${formatBytes(u.size)}）` : ''}{' '}
                  {busy ? (
                    <Typography.Text type="secondary">正在续传</Typography.Text>
                  ) : (
                    <Button size="small" type="link" onClick={() => void forget(u)}>
                      不再续传
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          }
        />
      ) : null}
      <Form layout="vertical" className="ep-ingest__form">
        <Form.Item label="标签（选填，适用于本次选择的全部文件）" htmlFor="ingest-label">
          <Input id="ingest-label" maxLength={EVIDENCE_LIMITS.labelMax} value={label} onChange={(e) => setLabel(e.target.value)} placeholder="例如：合同、聊天记录" />
        </Form.Item>
      </Form>
      <Upload.Dragger
        multiple
        showUploadList={false}
        beforeUpload={(file, list) => {
          // antd calls this once per file with the whole batch: add the batch once
          if (file === list[0]) addFiles(list as unknown as File[]);
          return false;
        }}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">点击或拖拽文件到此处选择要保全的文件</p>
        <p className="ant-upload-hint">支持一次选择多个文件：文档、图片、音频、视频及其他文件</p>
      </Upload.Dragger>
      {items.length === 0 ? (
        <Empty className="ep-ingest__empty" description="尚未选择文件" />
      ) : (
        <>
          <Space className="ep-ingest__actions" wrap>
            <Button type="primary" disabled={ready.length === 0} onClick={() => ready.forEach((i) => void start(i, label))}>
              全部开始上传{ready.length > 0 ? `（${ready.length}）` : ''}
            </Button>
          </Space>
          <ul className="ep-ingest__list" aria-label="已选择的文件">
            {items.map((item) => (
              <UploadItemRow
                key={item.key}
                item={item}
                onTitle={(t) => setTitle(item.key, t)}
                onStart={() => void start(item, label)}
                onPause={() => pause(item.key)}
                onResume={() => resume(item.key)}
                onRemove={() => remove(item.key)}
              />
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
