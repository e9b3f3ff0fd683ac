import { Result } from 'antd';
import { MSG } from '@evidence/shared/constants';

/** What a company member sees instead of the password form (000 §6). */
export function SubAccountPasswordNote() {
  return (
    <Result
      status="info"
      title={MSG.subAccountNoPassword}
      subTitle="您当前以企业成员（子账号）身份登录。子账号身份下不能修改登录密码。登录密码属于您本人的账号，如需更改，可在登录页通过“忘记密码”用本人手机号重新设置；企业相关设置由企业主账号统一管理。"
    />
  );
}
