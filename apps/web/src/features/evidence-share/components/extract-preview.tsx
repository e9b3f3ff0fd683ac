import { Alert, Button, Space, Typography } from 'antd';
import { DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { TDownBaoquanResponse } from '@evidence/shared/contracts';
import { downloadThroughFrame } from '../lib/hidden-download';

/**
 * The original online once the code was right (issue 24 item 7): an image, audio or video in the page; a PDF in the
 * browser's own viewer, in a new tab (the server sends it inline). Types a browser could run (HTML, SVG) come with no
 * preview URL: only the package. The URLs are short-lived grants, so the code never appears in them.
 */
export function ExtractPreview({ answer }: { answer: TDownBaoquanResponse }) {
  const { previewUrl, mime, fileName } = answer;
  const kind = mime?.split('/')[0];
  return (
    <div className="ep-extract-preview" aria-label="在线预览">
      <Alert type="success" showIcon title="提取码正确" description="预览与下载链接10分钟内有效，过期后请重新输入提取码。" />
      {previewUrl === null && <Typography.Paragraph type="secondary">该文件类型（{mime ?? '未知'}）不能在浏览器中安全预览，请下载证据包查看。</Typography.Paragraph>}
      {previewUrl !== null && kind === 'image' && <img className="ep-extract-preview__img" src={previewUrl} alt={fileName} />}
      {previewUrl !== null && kind === 'audio' && <audio controls src={previewUrl} aria-label={fileName} />}
      {previewUrl !== null && kind === 'video' && <video className="ep-extract-preview__img" controls src={previewUrl} aria-label={fileName} />}
      <Space wrap>
        {previewUrl !== null && (
          <Button type="primary" icon={<EyeOutlined />} href={previewUrl} target="_blank" rel="noopener">
            {mime === 'application/pdf' ? '在新窗口中预览PDF' : '在新窗口中打开'}
          </Button>
        )}
        <Button icon={<DownloadOutlined />} onClick={() => downloadThroughFrame(answer.downUrl)}>
          下载证据包
        </Button>
      </Space>
      <Typography.Text type="secondary" className="ep-extract-preview__name">
        {fileName}
      </Typography.Text>
    </div>
  );
}
