import './share-dialog.css';
import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Input, Modal, Segmented, Skeleton, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { SHARE_MSG, type ShareLinkDays } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useCreateShareLinkMutation } from '../api/create-share-link';
import { useExtractCode } from '../api/get-extract-code';
import { copyText } from '../lib/hidden-download';
import { shareText, validityText } from '../lib/share-text';
import { ShareCodeField } from './share-code-field';

const VALIDITY = [
  { label: '永久', value: 0 },
  { label: '7天', value: 7 },
  { label: '30天', value: 30 },
] satisfies Array<{ label: string; value: ShareLinkDays }>;

export interface ShareDialogProps {
  /** the record (the caller's: the server refuses anyone else's) */
  dataId: number;
  open: boolean;
  onClose: () => void;
}

/**
 * 分享 (issue 24 item 7), from the list row and the certificate page: the link with its view token, the 保全号 and
 * the extraction code, copied together in one click. The link is made by the server for the chosen validity: 永久 is
 * the certificate's own link; 7天 / 30天 a new link that stops opening then (an earlier link is not changed).
 */
export function ShareDialog({ dataId, open, onClose }: ShareDialogProps) {
  return (
    <Modal title="分享证据" open={open} onCancel={onClose} footer={null} destroyOnHidden width={560}>
      {open && <ShareBody dataId={dataId} />}
    </Modal>
  );
}

function ShareBody({ dataId }: { dataId: number }) {
  const [days, setDays] = useState<ShareLinkDays>(0);
  const link = useCreateShareLinkMutation();
  const code = useExtractCode();
  const { mutate } = link;
  useEffect(() => mutate({ dataId, days }), [mutate, dataId, days]);

  const data = link.data;
  const url = data ? `${window.location.origin}${data.path}` : '';
  const codeText = code.data?.extractCode ?? null;

  async function copyAll() {
    if (!data || codeText === null) return;
    const text = shareText({ title: data.title, baoquan: data.baoquan, url, expiresAt: data.expiresAt, code: codeText });
    if (await copyText(text)) toast.success(SHARE_MSG.copied);
    else toast.error('复制失败，请手动选择文字复制');
  }

  if (link.isError) return <Alert type="error" showIcon title={errorText(link.error)} role="alert" />;
  return (
    <div className="ep-share">
      <Descriptions column={1} size="small" bordered className="ep-share__facts" styles={{ label: { width: 116 } }}>
        <Descriptions.Item label="保全号">
          {data ? <Typography.Text className="ep-mono" copyable={{ text: data.baoquan, tooltips: ['复制', '已复制'] }}>{data.baoquan}</Typography.Text> : <Skeleton.Input size="small" active />}
        </Descriptions.Item>
        <Descriptions.Item label="链接有效期">
          <Segmented<ShareLinkDays> options={VALIDITY} value={days} onChange={setDays} disabled={link.isPending} aria-label="链接有效期" />
          {data && <div className="ep-share__validity">{validityText(data.expiresAt)}</div>}
          {/* the end bounds the link, not the account's code (decision 871): said here, where the owner picks it */}
          {data?.expiresAt != null && <div className="ep-share__hint">{SHARE_MSG.linkEndNote}</div>}
        </Descriptions.Item>
        <Descriptions.Item label="证书链接">
          {data && !link.isPending ? <Input.TextArea value={url} readOnly autoSize aria-label="证书链接" className="ep-share__url" /> : <Skeleton.Input size="small" active block />}
        </Descriptions.Item>
        <Descriptions.Item label="提取码">
          {code.isLoading ? <Skeleton.Input size="small" active /> : code.data ? <ShareCodeField info={code.data} /> : <Typography.Text type="danger">{errorText(code.error)}</Typography.Text>}
        </Descriptions.Item>
      </Descriptions>
      <Typography.Paragraph type="secondary" className="ep-share__note">
        对方打开链接即可查看证书（持有人已打码）；输入提取码后可在线预览原件或下载证据包。请只分享给需要查看证据的人。
      </Typography.Paragraph>
      <Button type="primary" block icon={<CopyOutlined />} disabled={!data || link.isPending || codeText === null} onClick={() => void copyAll()}>
        一键复制链接、保全号和提取码
      </Button>
      {codeText === null && !code.isLoading && <div className="ep-share__hint">设置提取码后即可一键复制</div>}
    </div>
  );
}
