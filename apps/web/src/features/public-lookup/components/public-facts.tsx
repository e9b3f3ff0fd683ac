import { Alert, Button, Descriptions, Grid, Space, Tag, Typography } from 'antd';
import { DownloadOutlined, KeyOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import type { TBqviewResponse } from '@evidence/shared/contracts';
import { LinkButton } from '@/components/link-button';
import { formatRecordSize } from '@evidence/shared/format';
import { formatDateTime } from '@/lib/format';
import { useDownCertificateMutation } from '../api/down-certificate';
import { EN_NAMES, LABELS, type Lang } from './labels';

interface Props {
  facts: TBqviewResponse;
  viewToken: string;
  lang?: Lang;
  /** where the verify page is (the route decides) */
  verifyHref: string;
  /** where 提取证据 leads for this number (the route decides: the certificate page's extraction form) */
  extractHref?: (no: string) => string;
}

const anchorColor = { success: 'green', pending: 'blue', failed: 'red' } as const;

/** The record's public facts (bqview) and the certificate download (downCertificate). */
export function PublicFacts({ facts, viewToken, lang = 'zh', verifyHref, extractHref }: Props) {
  const t = LABELS[lang];
  const name = (s: string) => (lang === 'en' ? (EN_NAMES[s] ?? s) : s);
  const down = useDownCertificateMutation();
  // on a phone each label stands above its value: beside it, a whole label left too little room for
  // 64-character hashes, and a narrower label column broke 存证状/态 mid-word (decision 231)
  const phone = Grid.useBreakpoint().sm === false;
  const download = () => down.mutate({ no: facts.no, viewToken }, { onSuccess: ({ downUrl }) => window.location.assign(downUrl) });
  // the copy buttons are icons: the tooltip, also their accessible name, says what each copies
  const copy = (text: string, what: string) => ({ text, tooltips: [t.copy(what), t.copied] });
  const mono = (s: string, what: string) => <Typography.Text code copyable={copy(s, what)} className="ep-hash">{s}</Typography.Text>;
  return (
    <Space orientation="vertical" size="middle" className="ep-full-width">
      <Descriptions title={t.facts} bordered size="small" column={1} layout={phone ? 'vertical' : 'horizontal'} className="ep-facts">
        <Descriptions.Item label={t.no}><Typography.Text copyable={copy(facts.no, t.no)}>{facts.no}</Typography.Text></Descriptions.Item>
        <Descriptions.Item label={t.fileStatus}>{name(facts.fileStatus)}</Descriptions.Item>
        <Descriptions.Item label={t.fileType}>{name(facts.fileTypeName)}</Descriptions.Item>
        <Descriptions.Item label={t.size}>{formatRecordSize(facts.size, lang)}</Descriptions.Item>
        <Descriptions.Item label={t.saveTime}>{formatDateTime(facts.saveTime)}</Descriptions.Item>
        <Descriptions.Item label={t.holder}>{facts.holderMask}</Descriptions.Item>
        <Descriptions.Item label="SHA-256">{mono(facts.sha256, 'SHA-256')}</Descriptions.Item>
        <Descriptions.Item label="SM3">{mono(facts.sm3, 'SM3')}</Descriptions.Item>
        <Descriptions.Item label={t.leafIndex}>{facts.leafIndex ?? t.notInLedger}</Descriptions.Item>
        <Descriptions.Item label={t.leafHash}>{mono(facts.leafHash, t.leafHash)}</Descriptions.Item>
        <Descriptions.Item label={t.anchors}>
          {facts.leafIndex === null ? t.notInLedger : facts.anchors.length === 0 ? t.noAnchor : (
            <Space wrap>
              {facts.anchors.map((a) => (
                <Tag key={a.type} color={anchorColor[a.status]}>{`${t.anchorType[a.type]}：${name(a.statusName)}`}</Tag>
              ))}
            </Space>
          )}
        </Descriptions.Item>
      </Descriptions>
      <Space wrap>
        <Button type="primary" icon={<DownloadOutlined />} disabled={!facts.canDownloadCertificate} loading={down.isPending} onClick={download}>
          {t.downloadCert}
        </Button>
        {extractHref ? (
          <LinkButton to={extractHref(facts.no)} icon={<KeyOutlined />} title={t.extractHint}>
            {t.extract}
          </LinkButton>
        ) : null}
        <LinkButton to={verifyHref} icon={<SafetyCertificateOutlined />}>
          {t.verifyLink}
        </LinkButton>
      </Space>
      {extractHref ? <Typography.Text type="secondary">{t.extractHint}</Typography.Text> : null}
      <Alert type="info" showIcon title={t.privacy} description={t.verifyHint} />
    </Space>
  );
}
