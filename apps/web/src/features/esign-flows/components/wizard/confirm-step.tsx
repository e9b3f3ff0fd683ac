import { Alert, Descriptions, Tag } from 'antd';
import { ESIGN_ORDER_MODE_NAMES, ESIGN_SIGNER_KIND_NAMES } from '@evidence/shared/constants';
import { formatPoints } from '@/lib/format';
import type { WizardValues } from '../../lib/wizard-values';
import { SealWarnings } from './seal-warnings';

interface Props {
  values: WizardValues;
  /** points one flow costs (the price list), undefined while loading */
  price: number | undefined;
  /** the paying account's balance */
  balance: number | undefined;
}

/** Step 3, 确认发起: what will be sent, and what it costs against the balance (charged once, when it is sent). */
export function ConfirmStep({ values, price, balance }: Props) {
  const short = price !== undefined && balance !== undefined && balance < price;
  return (
    <div className="ep-esign-step">
      <Descriptions bordered size="small" column={1} styles={{ label: { width: 140 } }}>
        <Descriptions.Item label="合同名称">{values.title}</Descriptions.Item>
        <Descriptions.Item label="合同文件">{values.templateName ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="签署方">
          {values.signers.map((s, i) => (
            <div key={s.role}>
              {values.orderMode === 'sequential' ? `${i + 1}. ` : ''}
              {s.role}：{s.name}（{s.phone}）<Tag bordered={false}>{ESIGN_SIGNER_KIND_NAMES[s.kind]}</Tag>
              {s.kind === 'company' ? s.companyName : ''}
              {s.kind === 'company' && s.autoSealId ? <Tag color="red" bordered={false} className="ep-esign-autoseal-tag">本方自动盖章</Tag> : null}
            </div>
          ))}
        </Descriptions.Item>
        <Descriptions.Item label="签署顺序">{ESIGN_ORDER_MODE_NAMES[values.orderMode]}</Descriptions.Item>
        <Descriptions.Item label="签署有效期">自发送起 {values.expireDays} 天</Descriptions.Item>
        <Descriptions.Item label="签署提醒">{values.remindEveryDays > 0 ? `每 ${values.remindEveryDays} 天短信提醒未签署人` : '不提醒'}</Descriptions.Item>
        <Descriptions.Item label="骑缝章">{values.ridingSeal ? '加盖' : '不加盖'}</Descriptions.Item>
        <Descriptions.Item label="所需积分">
          {price === undefined ? '读取中…' : `${formatPoints(price)} 积分`}
          <span className="ep-esign-balance">（当前余额 {balance === undefined ? '读取中…' : `${formatPoints(balance)} 积分`}）</span>
        </Descriptions.Item>
      </Descriptions>
      <SealWarnings signers={values.signers} />
      <Alert
        className="ep-esign-confirm-note"
        type={short ? 'warning' : 'info'}
        showIcon
        title={short ? '积分余额不足，可先保存草稿，购买积分后再发送' : '发送时扣除积分，并以短信向签署人发送签署链接；在任何人签署前撤销或过期，积分将退还'}
      />
    </div>
  );
}
