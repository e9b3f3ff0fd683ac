import { QRCode, Spin, Typography } from 'antd';

/** The QR code the phone scans, the tip under it, and the same link for testers at a desktop. */
export function FaceQr({ url, tip }: { url: string; tip: string }) {
  // the local test provider's page is ours: say so next to the code, so nobody takes it for a real check
  const local = /\/mobile\/face\/[^/]+$/.test(url);
  return (
    <div className="ep-face-qr">
      <QRCode value={url} size={200} />
      <Typography.Paragraph strong className="ep-face-qr__tip">
        {tip}
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">
        <Spin size="small" /> 正在等待核验结果…
      </Typography.Paragraph>
      {local && <Typography.Paragraph type="warning">当前为本地测试人脸核验（非真实核验）：扫码后在手机页面上选择模拟结果。</Typography.Paragraph>}
      <a href={url} target="_blank" rel="noopener noreferrer">
        无法扫码？在本机打开
      </a>
    </div>
  );
}
