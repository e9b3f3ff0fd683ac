import { Link } from 'react-router';
import { Button } from 'antd';
import { ESIGN_FIELD_KIND_NAMES, type EsignFieldKind } from '@evidence/shared/constants';
import { formatDateTime } from '@/lib/format';
import { useEntry } from '../api/entry';
import { h5Path } from '../lib/h5';
import { H5Frame } from './h5-frame';
import { ExpiredLink, LinkState } from './link-state';

/** /h5elesign/step1 — the contract and the sender: what is asked of the signer, then 下一步 or 拒签. */
export function Step1Page({ token }: { token: string }) {
  const entry = useEntry(token);
  if (!token) return <ExpiredLink />;
  if (!entry.data) return <LinkState step={0} error={entry.error} onRetry={() => void entry.refetch()} />;
  const e = entry.data;
  const kinds = [...new Set(e.fields.map((f) => ESIGN_FIELD_KIND_NAMES[f.kind as EsignFieldKind] ?? f.kind))].join('、');
  return (
    <H5Frame step={0}>
      <dl className="ep-h5s__facts" data-testid="h5-contract">
        <dt>合同名称</dt>
        <dd>{e.title}</dd>
        <dt>发起方</dt>
        <dd>{e.sender}</dd>
        <dt>签署流程编号</dt>
        <dd>{e.flowNo}</dd>
        <dt>您的签署身份</dt>
        <dd>
          {e.role}：{e.signerKind === 'company' ? `${e.companyName ?? ''}（经办人 ${e.signerName}）` : e.signerName}（{e.phone}）
        </dd>
        <dt>需要您填写</dt>
        <dd>
          {e.fields.length} 处（{kinds}）
        </dd>
        <dt>签署截止时间</dt>
        <dd>{formatDateTime(e.expiresAt)}</dd>
      </dl>
      <p className="ep-h5s__note">请确认以上信息无误后进行身份核验。签署前您可以阅读合同全文；如不同意合同内容，可以拒签并说明原因。</p>
      <div className="ep-h5s__actions">
        <Link to={h5Path('step2', token)}>
          <Button type="primary" size="large" block>
            下一步
          </Button>
        </Link>
        <Link to={h5Path('stop', token)}>
          <Button danger size="large" block>
            拒签
          </Button>
        </Link>
      </div>
    </H5Frame>
  );
}
