import { useState } from 'react';
import { Button, Card } from 'antd';
import { KeyOutlined, ShareAltOutlined } from '@ant-design/icons';
import type { TCertificateView } from '@evidence/shared/contracts';
import type { CertificateSlots } from '@/features/certificate/components/certificate-page';
import { CustodyLog } from '@/features/evidence-share/components/custody-log';
import { ExtractDialog } from '@/features/evidence-share/components/extract-dialog';
import { ExtractPanel } from '@/features/evidence-share/components/extract-panel';
import { ShareDialog } from '@/features/evidence-share/components/share-dialog';
import { useAuthInfo } from '@/features/auth/api/get-auth-info';
import { useNotaryApplicable } from '@/features/notary/api/applicable';
import { ApplyFromRecord } from '@/features/notary/components/apply-from-record';
import { accountCan } from '@/lib/access';
import { isBuilt } from '@/lib/built-routes';

/** 提取证据: a visitor holding the owner's extraction code downloads the evidence package (000 §2, §6). */
function ExtractAction({ view, label }: { view: TCertificateView; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<KeyOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ExtractDialog evidenceNo={view.baoquan} viewToken={view.viewToken} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** 分享 for the record's holder (issue 24 item 7): link, 保全号 and extraction code in one dialog. */
function ShareAction({ dataId, label }: { dataId: number; label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<ShareAltOutlined />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <ShareDialog dataId={dataId} open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** 申请公证 on the owner's certificate (decision 858): the record picked on /notary/selectList, or the server's reason. */
function NotarizeAction({ view }: { view: TCertificateView }) {
  const { data: info } = useAuthInfo();
  const can = view.dataId !== null && accountCan(info, 'notary.use') && isBuilt('/notary/selectList');
  const applicable = useNotaryApplicable(view.dataId !== null ? [view.dataId] : [], can);
  return can ? <ApplyFromRecord item={applicable.data?.list[0]} button /> : null;
}

/** The certificate page's parts from the sharing feature, composed here (features stay independent). */
export function certificateSlots(lang: 'zh' | 'en'): CertificateSlots {
  return {
    ownerAction: (view) =>
      view.dataId === null ? null : (
        <>
          <ShareAction dataId={view.dataId} label={lang === 'zh' ? '分享' : 'Share'} />
          {/* the notarization application is Chinese only */}
          {lang === 'zh' ? <NotarizeAction view={view} /> : null}
        </>
      ),
    visitorAction: (view) => <ExtractAction view={view} label={lang === 'zh' ? '提取证据' : 'Extract with code'} />,
    // a bare number opens no certificate (decision 58), but the number and the code still extract
    bareAction: (evidenceNo) => <ExtractPanel evidenceNo={evidenceNo} lang={lang} />,
    ownerSection: (view) => (
      <Card className="ep-cert-page__custody" size="small" title={lang === 'zh' ? '证据保管记录' : 'Custody log'}>
        <CustodyLog evidenceNo={view.baoquan} lang={lang} />
      </Card>
    ),
  };
}
