import type { ReactNode } from 'react';
import { Result, Spin } from 'antd';
import type { TCertificateView } from '@evidence/shared/contracts';
import { useParams, useSearchParams } from 'react-router';
import { CERT_MSG } from '@evidence/shared/constants';
import { errorText, isApiError } from '@/lib/api-client';
import { useCertificate } from '../api/get-view';
import type { CertLang } from '../labels';
import { BareCertificate } from './bare-certificate';
import { CertificateActions } from './certificate-actions';
import { CertificateSheet } from './certificate-sheet';
import { CertificateLangLink } from './lang-link';
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
 * What other features add to the page; the route composes them (features do not import each other):
 * the extraction-code action for visitors and the custody log for the owner.
 */
export interface CertificateSlots {
  /** shown beside the actions to the record's holder (dataId is given only to them): 分享, 申请公证 */
  ownerAction?: (view: TCertificateView) => ReactNode;
  /** shown beside the actions to everyone who is not the owner (isSelf 0) */
  visitorAction?: (view: TCertificateView) => ReactNode;
  /** shown under the certificate to the owner side (dataId is given only to them) */
  ownerSection?: (view: TCertificateView) => ReactNode;
  /** the way on from a bare number (no view token, not the owner): 提取证据 with the code */
  bareAction?: (evidenceNo: string) => ReactNode;
}

/**
 * /attestation/:attestationId and /English/attestation/:attestationId: the owner (logged in) opens it
 * from the list; anyone else with the record's share link (?viewToken=) or QR code.
 */
export function CertificatePage({ lang, slots = {} }: { lang: CertLang; slots?: CertificateSlots }) {
  const { baoquan, viewToken } = useEvidenceNumber();
  const valid = /^\d{18}$/.test(baoquan);
  const { data, error, isPending } = useCertificate(baoquan, viewToken);
  if (!valid) return <State status="warning" title={CERT_MSG.badNumber} />;
  // the one refusal of a bare number to anyone but its owner (whether the number exists or not)
  if (error && viewToken === undefined && isApiError(error) && error.msg === CERT_MSG.needViewToken) {
    return <BareCertificate baoquan={baoquan} lang={lang} action={slots.bareAction?.(baoquan)} />;
  }
  if (error) return <State status="warning" title={errorText(error)} />;
  if (isPending) return <Spin className="ep-cert-page__state" size="large" style={{ display: 'block' }} />;
  return (
    <div className="ep-cert-page">
      <div className="ep-cert-page__bar">
        <CertificateActions
          view={data}
          lang={lang}
          extra={
            <>
              {data.dataId !== null ? slots.ownerAction?.(data) : null}
              {data.isSelf === 1 ? null : slots.visitorAction?.(data)}
            </>
          }
        />
        <CertificateLangLink baoquan={data.baoquan} lang={lang} />
      </div>
      <CertificateSheet view={data} lang={lang} />
      {data.dataId !== null ? slots.ownerSection?.(data) : null}
    </div>
  );
}

function State({ status, title }: { status: 'warning'; title: string }) {
  return <Result className="ep-cert-page__state" status={status} title={title} />;
}
