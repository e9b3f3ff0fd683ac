import { Checkbox, Form } from 'antd';
import type { FormInstance } from 'antd';
import type { PersonFormValues } from '../../lib/person-form-values';
import { personRule } from './person-rules';

/**
 * The consent the form requires ('请先同意实名验证', 000 §5). ID numbers and identity photos are
 * sensitive personal information (PIPL art. 28–29): the person is told what is collected, why, who
 * sees it and how it is kept, and consents separately for it. The text describes what the platform
 * really does (docs/verification.md "Data protection", decisions 74–75, 79).
 */
export function ConsentBox({ form }: { form: FormInstance<PersonFormValues> }) {
  return (
    <section aria-labelledby="person-consent-title" className="ep-person-form__consent">
      <h2 id="person-consent-title" className="ep-person-form__heading">
        个人信息处理说明
      </h2>
      <div className="ep-person-form__consent-text" tabIndex={0} aria-label="个人信息处理说明全文">
        <p>
          为核验您的真实身份（实名认证），平台将收集您的<strong>姓名、身份证号码、性别、手机号码、身份证地址</strong>以及
          <strong>身份证人像面、国徽面和手持身份证照片</strong>。身份证号码和身份证照片属于<strong>敏感个人信息</strong>，
          一旦泄露或被非法使用，可能危害您的人身、财产安全。
        </p>
        <p>
          上述信息仅用于实名认证及其审核：身份证人像面照片会由平台自动识别以填写表单，资料由公证处工作人员人工审核；
          身份证号码和手机号码加密保存，照片仅通过限时链接向您本人和审核人员展示。认证记录将作为电子数据存证和公证业务的身份依据留存，以备核查。
        </p>
        <p>您可以不同意，但将无法完成实名认证，也无法使用需要实名的功能。</p>
      </div>
      <Form.Item name="agree" valuePropName="checked" rules={[personRule(form, 'agree')]}>
        <Checkbox>我已阅读并同意上述说明，同意平台为实名认证处理我的敏感个人信息</Checkbox>
      </Form.Item>
    </section>
  );
}
