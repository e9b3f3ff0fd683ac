import { Checkbox, Form, Select, Typography } from 'antd';
import type { FormInstance } from 'antd';
import type { TSignerSealsResponse } from '@evidence/shared/contracts';
import type { SignerValues } from '../../lib/wizard-values';

type OwnCompany = NonNullable<TSignerSealsResponse['ownCompany']>;

interface Props {
  form: FormInstance;
  /** the Form.List index of this company signer */
  index: number;
  own: OwnCompany;
}

/**
 * 本方自动盖章 on a company signer (decision 827): offered to the company main account only (the server answers
 * its own company to nobody else). Choosing it fills the signer with the company's verified name, login phone and
 * authorised person — the only signer the server lets it seal — and picks one of the company's seals.
 */
export function AutoSealChoice({ form, index, own }: Props) {
  const signers = (form.getFieldValue('signers') as SignerValues[] | undefined) ?? [];
  const chosen = signers[index]?.autoSealId ?? null;
  const elsewhere = signers.some((s, i) => i !== index && s?.autoSealId);
  const none = own.seals.length === 0;
  function toggle(on: boolean) {
    const path = ['signers', index];
    if (on) form.setFields([
      { name: [...path, 'autoSealId'], value: own.seals[0]!.id },
      { name: [...path, 'companyName'], value: own.companyName },
      { name: [...path, 'phone'], value: own.phone },
      { name: [...path, 'name'], value: own.authorName },
    ]);
    else form.setFields([{ name: [...path, 'autoSealId'], value: null }]);
  }
  return (
    <div className="ep-esign-autoseal">
      <Checkbox checked={!!chosen} disabled={none || (elsewhere && !chosen)} onChange={(e) => toggle(e.target.checked)}>
        本方自动盖章
      </Checkbox>
      {/* always registered, so unticking really clears the choice in what the wizard keeps */}
      <Form.Item name={[index, 'autoSealId']} label="本方印章" className="ep-esign-autoseal-seal" hidden={!chosen}>
        <Select style={{ width: 200 }} options={own.seals.map((s) => ({ value: s.id, label: s.name === s.sealTypeName ? s.name : `${s.name}（${s.sealTypeName}）` }))} />
      </Form.Item>
      {chosen ? (
        <>
          <Typography.Text type="secondary">
            发送时即以{own.companyName}的所选印章盖章，并在签署记录和审计页中注明“本方自动盖章（发起方选择）”；不向该签署方发送签署链接。
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">
          {none ? '本企业暂无可用的电子印章，请先在“签章管理 · 企业印章”中生成或上传。' : `签署方为本企业（${own.companyName}）时，可由您在发送时直接加盖本企业印章。`}
        </Typography.Text>
      )}
    </div>
  );
}
