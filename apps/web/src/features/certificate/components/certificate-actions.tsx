import type { ReactNode } from 'react';
import { Button, Modal, Space } from 'antd';
import { DownloadOutlined, FilePdfOutlined, LinkOutlined, PrinterOutlined } from '@ant-design/icons';
import { CERT_MSG, EVIDENCE_MSG } from '@evidence/shared/constants';
import type { TCertificateView } from '@evidence/shared/contracts';
import { errorText, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useDownBaoquanMutation } from '../api/down-baoquan';
import { getView } from '../api/get-view';
import { LABELS, type CertLang } from '../labels';

/** Starts a download without leaving the page (the URL answers with Content-Disposition: attachment). */
export function startDownload(url: string): void {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
}

/** The PDF certificate, with a freshly signed URL (the page's may have expired while it was open). */
export async function downloadCertificatePdf(baoquan: string, viewToken: string): Promise<void> {
  try {
    startDownload((await getView(baoquan, viewToken)).certificateUrl);
  } catch (e) {
    if (!isApiError(e) || !e.handled) toast.error(errorText(e));
  }
}

/** The owner's share link: whoever has it sees the masked certificate (the view token opens only that). */
async function copyShareLink(view: TCertificateView): Promise<void> {
  const url = `${window.location.origin}/attestation/${view.baoquan}?viewToken=${encodeURIComponent(view.viewToken)}`;
  try {
    await navigator.clipboard.writeText(url);
    toast.success('复制成功');
  } catch {
    toast.error(url);
  }
}

/**
 * Download (the verified owner only, isSelf 1; 000 §5, §6), the PDF certificate and print (after
 * the confirm about background graphics, 000 §2). The server's isDownload decides the message: it is
 * current, where the list link's query value may be stale.
 */
export function CertificateActions({ view, lang = 'zh', extra = null }: { view: TCertificateView; lang?: CertLang; extra?: ReactNode }) {
  const l = LABELS[lang];
  const down = useDownBaoquanMutation();
  // the hook form follows the theme and locale of the ConfigProvider
  const [modal, modalHolder] = Modal.useModal();

  function onDownload() {
    if (view.isDownload === 2) return toast.error(EVIDENCE_MSG.stillUploading);
    if (view.isDownload === 0 || view.dataId === null) return toast.error(EVIDENCE_MSG.missingNoDownload);
    down.mutate(view.dataId, {
      onSuccess: (d) => startDownload(d.downUrl),
      onError: (e) => {
        if (!isApiError(e) || !e.handled) toast.error(errorText(e));
      },
    });
  }

  function onPrint() {
    void modal.confirm({
      title: l.print,
      content: CERT_MSG.printConfirm,
      okText: lang === 'zh' ? '打印' : 'Print',
      cancelText: lang === 'zh' ? '取消' : 'Cancel',
      // after the dialog has closed, so it is not in the print
      onOk: () => void setTimeout(() => window.print(), 300),
    });
  }

  return (
    <Space wrap className="ep-cert-actions">
      {modalHolder}
      {view.isSelf === 1 ? (
        <Button type="primary" icon={<DownloadOutlined />} loading={down.isPending} onClick={onDownload}>
          {l.download}
        </Button>
      ) : null}
      {/* for visitors: 提取证据 with the extraction code (composed by the route) */}
      {extra}
      {view.dataId !== null ? (
        <Button icon={<LinkOutlined />} onClick={() => void copyShareLink(view)}>
          {l.shareLink}
        </Button>
      ) : null}
      <Button icon={<FilePdfOutlined />} onClick={() => void downloadCertificatePdf(view.baoquan, view.viewToken)}>
        {l.downloadPdf}
      </Button>
      <Button icon={<PrinterOutlined />} onClick={onPrint}>
        {l.print}
      </Button>
    </Space>
  );
}
