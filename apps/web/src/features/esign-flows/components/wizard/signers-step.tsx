import { Button, Card, Checkbox, Form, Input, InputNumber, Radio, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { ESIGN, ESIGN_FLOW_MSG, ESIGN_ORDER_MODE_NAMES, ESIGN_SIGNER_KIND_NAMES } from '@evidence/shared/constants';
import { ZFlowSignerInput, ZSaveSignData, zRoleName } from '@evidence/shared/contracts';
import { zPhone } from '@evidence/shared/validators';
import { zodRule } from '@/components/form-rules';
import { useSignerSeals } from '../../api/signer-seals';
import { nextRole, type SignerValues, type WizardValues } from '../../lib/wizard-values';
import { AutoSealChoice } from './auto-seal-choice';

const REMIND_OPTIONS = [{ value: 0, label: '不提醒' }, ...[1, 2, 3, 4, 5, 6, 7].map((d) => ({ value: d, label: `每 ${d} 天提醒一次` }))];
const signer = ZFlowSignerInput.shape;

/** Roles of an upload are typed by the sender: the shared role rule, and no two alike. */
const roleRules = [
  zodRule(zRoleName),
  ({ getFieldValue }: { getFieldValue: (n: string) => unknown }) => ({
    validator: async (_r: unknown, v: unknown) => {
      const all = ((getFieldValue('signers') as SignerValues[] | undefined) ?? []).map((s) => s?.role?.trim());
      if (typeof v === 'string' && all.filter((r) => r === v.trim()).length > 1) throw new Error(ESIGN_FLOW_MSG.rolesDistinct);
    },
  }),
];

/**
 * Step 2, 签署方与设置: the contract's name, the signers (one per template role; for an upload, added and
 * named by the sender: 甲方, 乙方 …) with name, phone, 个人 / 企业 and the company's name, the order (顺序 /
 * 无序), the expiry in days, reminders and the 骑缝章 option. Each field is checked by the server's rule.
 */
export function SignersStep({ freeRoles }: { freeRoles: boolean }) {
  const form = Form.useFormInstance();
  // the caller's own company, for 本方自动盖章 (null unless a verified company's main account)
  const own = useSignerSeals([]).data?.ownCompany ?? null;
  return (
    <div className="ep-esign-step">
      <Form.Item name="title" label="合同名称" required rules={[zodRule(ZSaveSignData.shape.title)]}>
        <Input maxLength={50} showCount placeholder="签署人收到的短信中显示此名称" />
      </Form.Item>
      <Form.List name="signers">
        {(fields, { add, remove }) => (
          <>
            {fields.map((f) => (
            <Form.Item key={f.key} noStyle shouldUpdate>
              {(inst) => {
                const role = inst.getFieldValue(['signers', f.name, 'role']) as string;
                const kind = inst.getFieldValue(['signers', f.name, 'kind']) as string;
                const auto = kind === 'company' && !!inst.getFieldValue(['signers', f.name, 'autoSealId']);
                return (
                  <Card
                    size="small"
                    className="ep-esign-signer"
                    title={
                      freeRoles ? (
                        <Form.Item name={[f.name, 'role']} label="签署方" rules={roleRules} className="ep-esign-role">
                          <Input maxLength={10} style={{ width: 140 }} />
                        </Form.Item>
                      ) : (
                        `签署方：${role}`
                      )
                    }
                    extra={
                      freeRoles && fields.length > 1 ? (
                        <Button type="text" danger icon={<DeleteOutlined />} onClick={() => remove(f.name)} aria-label={`删除签署方${role}`}>
                          删除
                        </Button>
                      ) : null
                    }
                  >
                    <div className="ep-esign-signer-grid">
                      <Form.Item name={[f.name, 'name']} label="签署人姓名" required rules={[zodRule(signer.name)]}>
                        <Input maxLength={30} placeholder="与身份证一致" disabled={auto} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'phone']} label="手机号" required rules={[zodRule(zPhone)]}>
                        <Input maxLength={11} inputMode="numeric" placeholder="接收签署短信" disabled={auto} />
                      </Form.Item>
                      <Form.Item name={[f.name, 'kind']} label="签署主体">
                        <Radio.Group options={Object.entries(ESIGN_SIGNER_KIND_NAMES).map(([value, label]) => ({ value, label }))} />
                      </Form.Item>
                      {kind === 'company' && (
                        <Form.Item name={[f.name, 'companyName']} label="企业名称" required rules={[{ required: true, whitespace: true, message: ESIGN_FLOW_MSG.companyNameRequired }]}>
                          <Input maxLength={60} placeholder="与营业执照一致" disabled={auto} />
                        </Form.Item>
                      )}
                    </div>
                    {kind === 'company' && own && <AutoSealChoice form={inst as typeof form} index={f.name} own={own} />}
                  </Card>
                );
              }}
            </Form.Item>
            ))}
            {freeRoles && fields.length < ESIGN.maxSigners && (
              <Button
                icon={<PlusOutlined />}
                className="ep-esign-add"
                onClick={() => {
                  const taken = ((form.getFieldValue('signers') as SignerValues[] | undefined) ?? []).map((s) => s?.role ?? '');
                  add({ role: nextRole(taken), name: '', phone: '', kind: 'person' });
                }}
              >
                添加签署方
              </Button>
            )}
          </>
        )}
      </Form.List>
      <div className="ep-esign-settings">
        <Form.Item name="orderMode" label="签署顺序">
          <Radio.Group options={[{ value: 'sequential', label: ESIGN_ORDER_MODE_NAMES.sequential }, { value: 'parallel', label: ESIGN_ORDER_MODE_NAMES.parallel }]} />
        </Form.Item>
        <Form.Item name="expireDays" label="签署有效期" required rules={[zodRule(ZSaveSignData.shape.expireDays)]} extra="自发送时起计算">
          <InputNumber min={1} max={ESIGN.maxExpiryDays} precision={0} addonAfter="天" style={{ width: 140 }} />
        </Form.Item>
        <Form.Item name="remindEveryDays" label="签署提醒">
          <Select options={REMIND_OPTIONS} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item name="ridingSeal" valuePropName="checked" label="骑缝章">
          <Checkbox>企业签署方加盖骑缝章</Checkbox>
        </Form.Item>
      </div>
    </div>
  );
}

export type { WizardValues };
