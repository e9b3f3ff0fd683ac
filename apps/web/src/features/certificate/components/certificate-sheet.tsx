import type { ReactNode } from 'react';
import { QRCode, Typography } from 'antd';
import type { TCertificateView } from '@evidence/shared/contracts';
import { formatDateTime } from '@/lib/format';
import { formatRecordSize } from '@evidence/shared/format';
import { LABELS, nameIn, statementText, type CertLang } from '../labels';
import { EnforceInfo } from './enforce-info';

function Row({ label, children, mono }: { label: string; children: ReactNode; mono?: boolean }) {
  return (
    <>
      <dt>{label}</dt>
      <dd className={mono ? 'ep-cert__mono' : undefined}>{children}</dd>
    </>
  );
}

/**
 * A hash with its copy button. The button is an icon: its tooltip, which antd also makes its
 * accessible name, says what it copies (复制文件SHA256), so the five copy buttons are told apart.
 */
function Copyable({ text, label, lang }: { text: string; label: string; lang: CertLang }) {
  const tips = lang === 'zh' ? [`复制${label}`, '复制成功'] : [`Copy ${label}`, 'Copied'];
  return (
    <Typography.Text copyable={{ text, tooltips: tips }} className="ep-cert__mono">
      {text}
    </Typography.Text>
  );
}

/**
 * The certificate, rendered from the structured answer of getView (there is no server HTML to
 * trust). Everything an outside verifier needs is on it: both hashes, the ledger index, the
 * checkpoint and, when anchored, the chain transaction with its explorer link.
 */
export function CertificateSheet({ view, lang = 'zh', qr = true }: { view: TCertificateView; lang?: CertLang; qr?: boolean }) {
  const l = LABELS[lang];
  const g = view.ledger;
  const copyable = (text: string, label: string) => <Copyable text={text} label={label} lang={lang} />;
  const device = (['appType', 'configName', 'configModelName', 'configVersion', 'configProcessor', 'configCore'] as const).filter((k) => view[k]);
  return (
    <article className="ep-cert ep-cert-sheet" lang={lang === 'zh' ? 'zh-CN' : 'en'}>
      <header className="ep-cert__head">
        <h1>{l.title}</h1>
        <p>{l.subtitle}</p>
      </header>
      <div className="ep-cert__body">
        <dl className="ep-cert__rows">
          <Row label={l.baoquan}>{view.baoquan}</Row>
          <Row label={l.holder}>
            {view.holder}
            {view.holderMasked ? <span className="ep-cert__muted">{l.masked}</span> : null}
          </Row>
          {view.holderId ? <Row label={view.holderId.kind === 'company' ? l.holderCreditCode : l.holderIdCard}>{view.holderId.value}</Row> : null}
          <Row label={l.fileName}>{view.fileName}</Row>
          <Row label={l.fileType}>{nameIn(view.fileTypeName, lang)}</Row>
          <Row label={l.size}>{formatRecordSize(view.size, lang)}</Row>
          <Row label={l.saveTime}>{formatDateTime(view.saveTime)}</Row>
          <Row label={l.sha256}>{copyable(view.filehash, l.sha256)}</Row>
          <Row label={l.sm3}>{copyable(view.sm3, l.sm3)}</Row>
          <Row label={l.status}>{nameIn(view.fileStatus, lang)}</Row>
          <Row label={l.issuer}>{view.issuer}</Row>
        </dl>
        {/* the operator's e-seal, the same image the PDF carries (GET /api/home/platformSeal); printed with the page */}
        <img className="ep-cert__seal" src="/api/home/platformSeal" alt={l.seal} width={120} height={120} />
        {qr ? (
          <figure className="ep-cert__qr">
            <QRCode value={view.mobileUrl} size={132} bordered={false} />
            <figcaption>{l.qr}</figcaption>
          </figure>
        ) : null}
      </div>

      <section className="ep-cert__section" aria-label={l.ledgerTitle}>
        <h2>{l.ledgerTitle}</h2>
        <dl className="ep-cert__rows">
          <Row label={l.origin}>{g.origin}</Row>
          <Row label={l.leafIndex}>{g.leafIndex ?? '-'}</Row>
          <Row label={l.leafHash}>{copyable(g.leafHash, l.leafHash)}</Row>
          <Row label={l.checkpoint}>{g.checkpoint ? l.checkpointText(g.checkpoint.treeSize) : l.notCheckpointed}</Row>
          {g.checkpoint ? <Row label={l.rootHash}>{copyable(g.checkpoint.rootHash, l.rootHash)}</Row> : null}
          <Row label={l.inclusion}>{g.inclusionProof ? l.inclusionYes : l.inclusionNo}</Row>
          {g.anchors.map((a) => (
            <AnchorRows key={a.type} a={a} lang={lang} />
          ))}
          <Row label={l.statement}>{statementText(g.statement, lang)}</Row>
        </dl>
        {g.checkpoint ? (
          <details className="ep-cert__note">
            <summary>{l.signedNote}</summary>
            <pre>{g.checkpoint.note}</pre>
          </details>
        ) : null}
      </section>

      {view.isApp === 1 && device.length > 0 ? (
        <section className="ep-cert__section" aria-label={l.device}>
          <h2>{l.device}</h2>
          <dl className="ep-cert__rows">
            {device.map((k) => (
              <Row key={k} label={l[k]}>
                {view[k]}
              </Row>
            ))}
          </dl>
        </section>
      ) : null}

      {view.isEnforce === 1 ? <EnforceInfo baoquan={view.baoquan} viewToken={view.viewToken} l={l} /> : null}
    </article>
  );
}

function AnchorRows({ a, lang }: { a: TCertificateView['ledger']['anchors'][number]; lang: CertLang }) {
  const l = LABELS[lang];
  return (
    <>
      <Row label={a.type === 'evm' ? l.anchorEvm : l.anchorTsa}>
        {nameIn(a.statusName, lang)}
        {a.chainId !== null ? ` · chain ${a.chainId}` : ''}
        {a.blockNumber !== null ? ` · block ${a.blockNumber}` : ''}
        {a.local ? l.localAnchor : ''}
      </Row>
      {a.txHash ? (
        <Row label={l.chainHash}>
          <Copyable text={a.txHash} label={l.chainHash} lang={lang} />
          {a.explorerUrl ? (
            <a className="ep-cert__explorer" href={a.explorerUrl} target="_blank" rel="noopener noreferrer">
              {l.explorer}
            </a>
          ) : null}
        </Row>
      ) : null}
    </>
  );
}
