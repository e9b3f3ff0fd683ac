import './verify.css';
import { useState } from 'react';
import { Alert, Button, Progress, Space, Typography, Upload } from 'antd';
import { FileProtectOutlined, InboxOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { formatBytes } from '@/lib/format';
import { fetchPublishedKey } from '../api/get-public-key';
import { verifyEvidence, type VerifyResult } from '../lib/verify-evidence';
import { OfflineDownload } from './offline-download';
import { PublishedKey } from './published-key';
import { StepList } from './step-list';

/**
 * The public verify page: a file and its proof.json, or an evidence package (ZIP). Everything is
 * computed in this browser; the file is never uploaded (the Upload controls only pick files).
 */
export function VerifyPanel() {
  const [file, setFile] = useState<File | null>(null);
  const [proof, setProof] = useState<File | null>(null);
  const [running, setRunning] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [result, setResult] = useState<VerifyResult | null>(null);
  const isPackage = file !== null && proof === null && /\.zip$/i.test(file.name);
  const ready = file !== null && (proof !== null || isPackage);

  const pick = (set: (f: File) => void) => (f: File) => {
    set(f);
    setResult(null);
    setProgress(null);
    return false; // never upload
  };

  const run = async () => {
    if (!file) return;
    setRunning(true);
    setResult(null);
    setProgress({ done: 0, total: file.size });
    try {
      const input = proof ? { kind: 'files' as const, file, proof, proofName: proof.name } : { kind: 'package' as const, zip: file };
      let last = 0;
      const r = await verifyEvidence(input, {
        publishedKey: fetchPublishedKey,
        onProgress: (done, total) => {
          // re-render at most every 1 %, not for every chunk
          if (done === total || done - last >= total / 100) {
            last = done;
            setProgress({ done, total });
          }
        },
      });
      setResult(r);
    } finally {
      setRunning(false);
    }
  };

  const percent = progress && progress.total > 0 ? Math.floor((progress.done / progress.total) * 100) : 0;
  const failed = result?.steps.find((s) => !s.ok);
  const explorerLinks = (result?.bundle?.anchors ?? []).flatMap((a) => (a.type === 'evm' && a.explorerUrl ? [a.explorerUrl] : []));
  return (
    <Space orientation="vertical" size="large" className="ep-full-width ep-verify">
      <Alert
        type="info"
        showIcon
        title="文件只在您的浏览器中读取和计算，不会上传到任何服务器"
        description="请选择存证的原件和它的证明文件 proof.json，或直接选择下载的证据包（ZIP，内含原件和 proof.json）。本页在浏览器中计算文件的 SHA-256 和 SM3，再逐步核对存证账本的证明和公证方的签名。"
      />
      <div className="ep-verify__pickers">
        <div data-testid="verify-file">
          <Upload.Dragger beforeUpload={pick(setFile)} showUploadList={false} multiple={false} disabled={running}>
            <p className="ant-upload-drag-icon"><InboxOutlined /></p>
            <p className="ant-upload-text">原件或证据包（ZIP）</p>
            <p className="ant-upload-hint">{file ? `已选择：${file.name}` : '点击或拖入文件'}</p>
          </Upload.Dragger>
        </div>
        <div data-testid="verify-proof">
          <Upload.Dragger beforeUpload={pick(setProof)} showUploadList={false} multiple={false} disabled={running} accept=".json,application/json">
            <p className="ant-upload-drag-icon"><FileProtectOutlined /></p>
            <p className="ant-upload-text">证明文件 proof.json</p>
            <p className="ant-upload-hint">{proof ? `已选择：${proof.name}` : '使用证据包时无需选择'}</p>
          </Upload.Dragger>
        </div>
      </div>
      <Space wrap>
        <Button type="primary" icon={<SafetyCertificateOutlined />} disabled={!ready} loading={running} onClick={() => void run()}>
          开始核验
        </Button>
        <Button disabled={running || (!file && !proof)} onClick={() => { setFile(null); setProof(null); setResult(null); setProgress(null); }}>
          重新选择
        </Button>
        {file && !proof && !isPackage && <Typography.Text type="secondary">请再选择该文件的证明文件 proof.json</Typography.Text>}
      </Space>
      {progress && running && (
        <div>
          <Typography.Text type="secondary">{`正在计算哈希：${formatBytes(progress.done)} / ${formatBytes(progress.total)}`}</Typography.Text>
          <Progress percent={percent} status={running ? 'active' : 'normal'} />
        </div>
      )}
      {result && (
        <div data-testid="verify-result" data-ok={result.ok ? 'true' : 'false'}>
          {result.ok ? (
            <Alert type="success" showIcon title="核验通过" description={`${result.originalName ? `证据包中的原件「${result.originalName}」` : '该文件'}与存证记录一致，且该记录包含在公证方签名的存证账本中。`} />
          ) : (
            <Alert type="error" showIcon title="核验未通过" description={failed?.zh} />
          )}
          {result.notChecked.length > 0 && (
            <Alert className="ep-verify__notes" type="warning" showIcon title="以下内容本页未核验" description={<ul>{result.notChecked.map((n) => <li key={n.zh}>{n.zh}</li>)}</ul>} />
          )}
          {result.ok && explorerLinks.length > 0 && (
            <Space wrap className="ep-verify__notes">
              {explorerLinks.map((href) => (
                <Typography.Link key={href} href={href} target="_blank" rel="noopener noreferrer">在区块链浏览器中查看锚定交易</Typography.Link>
              ))}
            </Space>
          )}
          <StepList steps={result.steps} />
        </div>
      )}
      <PublishedKey />
      <OfflineDownload />
    </Space>
  );
}
