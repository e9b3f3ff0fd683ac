import { SmsPurpose } from '@evidence/shared/constants';

const PURPOSE_LABEL: Record<string, string> = {
  [SmsPurpose.register]: '注册',
  [SmsPurpose.resetPassword]: '找回密码',
  [SmsPurpose.memberAdd]: '添加成员',
  [SmsPurpose.memberStop]: '停用成员',
  [SmsPurpose.companyAccount]: '修改企业账号',
  [SmsPurpose.verifyResult]: '认证结果',
  [SmsPurpose.sign]: '签署确认',
  [SmsPurpose.esign]: '电子签约',
};

/** A purpose with its subject after a colon (esign:<signer>, sign:notary:<order>:<round>) is named by its kind. */
export const purposeLabel = (p: string): string => PURPOSE_LABEL[p] ?? PURPOSE_LABEL[p.split(':')[0]!] ?? p;

/** The SMS provider as the operator reads it. */
export const providerLabel = (p: string): string => ({ local: '本地测试', tencent: '腾讯云', aliyun: '阿里云' })[p] ?? p;

/** sms_deliveries outcomes as the operator reads them, with the tag colour. */
export const OUTCOME_LABEL: Record<string, { text: string; color: string }> = {
  sent: { text: '已发送', color: 'green' },
  refused: { text: '运营商拒绝', color: 'red' },
  failed: { text: '未能发送', color: 'orange' },
};
