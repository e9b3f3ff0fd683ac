import { Result, Spin } from 'antd';
import { useParams, useSearchParams } from 'react-router';
import { CERT_MSG } from '@evidence/shared/constants';
import { errorText } from '@/lib/api-client';
import { useCertificate } from '../api/get-view';
import type { CertLang } from '../labels';
import { CertificateActions } from './certificate-actions';
import { CertificateSheet } from './certificate-sheet';
import './certificate.css';

/**
 * The evidence number of a certificate URL: the `baoquanId` query (000 §2) when given, else the
 * path's attestationId, which our links set to the evidence number (docs/decisions.md).
 */
export function useEvidenceNumber(): { baoquan: string; viewToken: string | undefined } {
  const { attestationId = '' } = useParams();
  const [query] = useSearchParams();
  return { baoquan: (query.get('baoquanId') ?? attestationId).trim(), viewToken: query.get('viewToken') ?? undefined };
}

/**
 * /attestation/:attestationId and /English/attestation/:attestationId: the owner (logged in) opens it
 * from the list; anyone else with the record's share link (?viewToken=) or QR code.
 */
export function CertificatePage({ lang }: { lang: CertLang }) {
  const { baoquan, viewToken } = useEvidenceNumber();
  const valid = /^\d{18}$/.test(baoquan);
  const { data, error, isPending } = useCertificate(baoquan, viewToken);
  if (!valid) return <State status="warning" title={CERT_MSG.badNumber} />;
  if (error) return <State status="warning" title={errorText(error)} />;
  if (isPending) return <Spin className="ep-cert-page__state" size="large" style={{ display: 'block' }} />;
  return (
    <div className="ep-cert-page">
      <div className="ep-cert-page__bar">
        <CertificateActions view={data} lang={lang} />
      </div>
      <CertificateSheet view={data} lang={lang} />
      {/*
        MERGE POINT (share slice): the custody log of this record (who viewed, extracted, downloaded)
        is shown here to the owner (data.isSelf === 1 / data.dataId !== null). Not rendered until
        the custody-log API and component are merged.
      */}
    </div>
  );
}

function State({ status, title }: { status: 'warning'; title: string }) {
  return <Result className="ep-cert-page__state" status={status} title={title} />;
}
