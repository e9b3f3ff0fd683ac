import { useState } from 'react';
import { Alert, Button, Descriptions, Grid, Space, Tag, Typography, Upload } from 'antd';
import { FilePdfOutlined } from '@ant-design/icons';
import { NOTARIAL_LOOKUP_LIMITS, NOTARIAL_LOOKUP_MSG } from '@evidence/shared/constants';
import type { TNotarialFileCheck } from '@evidence/shared/contracts';
import { errorText } from '@/lib/api-client';
import { formatBytes, formatDateTime } from '@/lib/format';
import { useNotarialFileCheckMutation } from '../api/notarial-file';
import { NotarialFacts } from './notarial-facts';

/** services/signing's verdict for a valid signature (the server sends the Chinese verdict) */
const VERDICT_VALID = '签名有效';
const isoTime = (iso: string | null) => (iso ? formatDateTime(Date.parse(iso)) : '-');

type SignatureCheck = TNotarialFileCheck['signatures'][number];

/** Whose certificate signed: the notary office's (its certification signature on the 公证书), the platform's, or neither. */
function CertificateTag({ check }: { check: SignatureCheck }) {
  const color = check.verdict === VERDICT_VALID ? 'green' : 'default';
  if (check.officeCertificate) return <Tag color={color}>公证处签名证书</Tag>;
  if (check.platformCertificate) return <Tag color={color}>本平台签名证书</Tag>;
  return <Tag>非本平台或公证处签名证书</Tag>;
}

/** DocMDP /P of a certification signature (ISO 32000-1 Table 254) */
function certificationText(p: number): string {
  if (p === 1) return '认证签名：签名后不允许任何修改';
  if (p === 2) return '认证签名：签名后只允许填写表单和签名';
  return '认证签名：签名后只允许填写表单、签名和批注';
}

function SignatureRows({ result }: { result: TNotarialFileCheck }) {
  const phone = Grid.useBreakpoint().sm === false;
  const mono = (s: string) => <Typography.Text code className="ep-hash">{s}</Typography.Text>;
  return (
    <Descriptions title="文件与签名" bordered size="small" column={1} layout={phone ? 'vertical' : 'horizontal'} className="ep-facts" data-testid="notarial-file-facts">
      <Descriptions.Item label="文件大小">{formatBytes(result.size)}</Descriptions.Item>
      <Descriptions.Item label="文件 SHA-256">{mono(result.sha256)}</Descriptions.Item>
      <Descriptions.Item label="文件 SM3">{mono(result.sm3)}</Descriptions.Item>
      <Descriptions.Item label="签名检查">{result.verdict}</Descriptions.Item>
      {result.signatures.map((s, i) => (
        <Descriptions.Item key={i} label={result.signatures.length > 1 ? `签名 ${i + 1}` : '签名'}>
          <Space orientation="vertical" size={2}>
            <span>{`签名人：${s.signer ?? '无法读取'}`}</span>
            <span>{`签名时间（签名方声明）：${isoTime(s.claimedTime)}`}</span>
            {s.timeStampTime ? <span>{`可信时间戳：${isoTime(s.timeStampTime)}`}</span> : null}
            {/* green only with a valid signature: a broken one made with our certificate proves nothing */}
            <span>
              <CertificateTag check={s} />
              {s.certification !== null ? <Tag color="blue" data-testid="certification-tag">{certificationText(s.certification)}</Tag> : null}
              {s.localTestCertificate ? <Tag color="orange">本地测试证书（仅供演示，非正式签名）</Tag> : null}
            </span>
            <span>{`${s.verdict}：${s.detail}`}</span>
          </Space>
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

/**
 * 上传文件核验: a notarial certificate PDF is sent to the server, which checks its signatures and whether
 * it is the file of an issued certificate (the signature check needs the platform's certificate, so
 * unlike 电子数据核验 the file is uploaded; it is not stored). A file over the limit is refused here
 * before it is sent; the server refuses it too.
 */
export function NotarialFileCheck() {
  const check = useNotarialFileCheckMutation();
  const [file, setFile] = useState<File | null>(null);
  const [tooLarge, setTooLarge] = useState(false);
  const pick = (f: File) => {
    setFile(f);
    check.reset();
    const over = f.size > NOTARIAL_LOOKUP_LIMITS.fileMaxBytes;
    setTooLarge(over);
    if (!over) check.mutate(f);
    return false; // antd's own upload is not used
  };
  const result = check.data;
  return (
    <Space orientation="vertical" size="middle" className="ep-full-width">
      <Alert
        type="info"
        showIcon
        title="上传公证书PDF文件，核验其电子签名，并核对它是否就是本平台出具的公证书原件"
        description="文件只用于本次核验，不会被保存。任何一个字节被修改，签名和 SHA-256 都将不再相符。"
      />
      <div data-testid="notarial-file">
        <Upload.Dragger beforeUpload={pick} showUploadList={false} multiple={false} accept=".pdf,application/pdf" disabled={check.isPending}>
          <p className="ant-upload-drag-icon"><FilePdfOutlined /></p>
          <p className="ant-upload-text">点击或拖入公证书PDF文件</p>
          <p className="ant-upload-hint">{file ? `已选择：${file.name}（${formatBytes(file.size)}）` : `PDF文件，不超过${NOTARIAL_LOOKUP_LIMITS.fileMaxBytes / 1024 / 1024}MB`}</p>
        </Upload.Dragger>
      </div>
      {check.isPending ? <Alert type="info" showIcon title="正在核验，请稍候" /> : null}
      {tooLarge ? <Alert type="error" showIcon title={NOTARIAL_LOOKUP_MSG.tooLarge} /> : null}
      {check.isError ? <Alert type="error" showIcon title={errorText(check.error)} /> : null}
      {result ? (
        <Space orientation="vertical" size="middle" className="ep-full-width" data-testid="notarial-file-result">
          <Alert type={result.valid ? 'success' : 'error'} showIcon title={result.valid ? '核验通过' : '核验未通过'} description={result.conclusion} />
          <SignatureRows result={result} />
          {result.certificate ? <NotarialFacts facts={result.certificate} title="对应的公证书" /> : null}
        </Space>
      ) : null}
      {file && !check.isPending ? <Button onClick={() => { setFile(null); setTooLarge(false); check.reset(); }}>清除结果</Button> : null}
    </Space>
  );
}
