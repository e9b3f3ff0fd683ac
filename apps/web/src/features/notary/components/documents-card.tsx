import { useState } from 'react';
import { Alert, Button } from 'antd';
import { FilePdfOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { NOTARY_DOC_NAMES, NotaryDocType } from '@evidence/shared/constants';
import { reportError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { notaryDownFile } from '../api/down-file';
import { certificateOffered, documentsExist, isCertificatePending, ORDER_DOCUMENTS, type DocumentFacts } from '../lib/documents';

/**
 * The order's documents: each button asks downFile for a fresh signed link at the click and opens it in
 * a new tab. The tab is opened before the request (a tab opened after an await is a blocked pop-up) and
 * closed again when the server refuses; '公证书正在生成中' is told as news, not as an error (001 §8).
 */
export function DocumentsCard({ orderId, facts }: { orderId: number; facts: DocumentFacts }) {
  const [busy, setBusy] = useState<number | null>(null);
  const ready = documentsExist(facts);

  async function open(type: number) {
    const tab = window.open('', '_blank');
    setBusy(type);
    try {
      const url = await notaryDownFile(orderId, type);
      if (tab) {
        tab.opener = null;
        tab.location.href = url;
      } else window.location.assign(url);
    } catch (e) {
      tab?.close();
      if (isCertificatePending(e)) toast.info((e as { msg: string }).msg);
      else reportError(e);
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      {!ready && <Alert type="info" showIcon title="申请表保存后生成公证文书" style={{ marginBottom: 12 }} />}
      <div className="ep-notary-docs">
        {ORDER_DOCUMENTS.map((d) => (
          <Button key={d.type} icon={<FilePdfOutlined />} disabled={!ready} loading={busy === d.type} onClick={() => void open(d.type)}>
            {d.name}
          </Button>
        ))}
        {certificateOffered(facts) && (
          <Button type="primary" icon={<SafetyCertificateOutlined />} loading={busy === NotaryDocType.certificate} onClick={() => void open(NotaryDocType.certificate)}>
            {NOTARY_DOC_NAMES[NotaryDocType.certificate]}
          </Button>
        )}
      </div>
    </>
  );
}
