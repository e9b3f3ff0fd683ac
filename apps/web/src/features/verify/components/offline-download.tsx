import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatBytes } from '@/lib/format';
import { OFFLINE_VERIFIER_URL, offlineVerifierInfoQuery } from '../api/get-offline-verifier-info';

/**
 * The offline verifier for download (decision 834): one HTML file that does what this page does, opened
 * from disk with no network. Its SHA-256 is printed so the copy a reader was handed can be compared with
 * the platform's, and the key fingerprint so the key inside it can be compared with the certificate's.
 */
export function OfflineDownload() {
  const info = useQuery(offlineVerifierInfoQuery());
  return (
    <div className="ep-verify__offline" data-testid="offline-verifier">
      <Typography.Title level={5}>离线验证器</Typography.Title>
      <Typography.Paragraph type="secondary">
        不便使用本页面时，可下载离线验证器：它是一个网页文件，保存到电脑后直接用浏览器打开即可核验证据包，核验内容与本页相同，全程不联网、不上传文件。
      </Typography.Paragraph>
      {info.data ? (
        <>
          <Button icon={<DownloadOutlined />} href={OFFLINE_VERIFIER_URL} download={info.data.fileName}>
            {`下载 ${info.data.fileName}（${formatBytes(info.data.size)}）`}
          </Button>
          <Descriptions className="ep-verify__offline-facts" column={1} size="small" bordered>
            <Descriptions.Item label="文件 SHA-256">
              <Typography.Text className="ep-mono" copyable data-testid="offline-sha256">{info.data.sha256}</Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label="内置公钥指纹">
              <Typography.Text className="ep-mono" data-testid="offline-fingerprint">{info.data.keyFingerprint}</Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Paragraph type="secondary" className="ep-verify__offline-hint">
            打开离线验证器后，请核对其显示的公钥指纹与上面及证书技术附录所列的指纹一致。
          </Typography.Paragraph>
        </>
      ) : info.isError ? (
        <Typography.Text type="warning">离线验证器暂时无法下载，请稍后刷新页面。</Typography.Text>
      ) : null}
    </div>
  );
}
