import { Col, Form, Input, Radio, Row } from 'antd';
import type { FormInstance } from 'antd';
import type { PersonFormValues } from '../../lib/person-form-values';
import { personRule, sexRule } from './person-rules';

interface Props {
  form: FormInstance<PersonFormValues>;
  /** the recognition is writing name, number and address */
  recognising: boolean;
}

/** Name, document, ID number, sex, phone and address (000 §5); two columns on wide screens. */
export function PersonFields({ form, recognising }: Props) {
  return (
    <section aria-labelledby="person-fields-title">
      <h2 id="person-fields-title" className="ep-person-form__heading">
        身份信息
      </h2>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item label="姓名" name="userName" required rules={[personRule(form, 'userName')]}>
            <Input placeholder="请输入姓名" maxLength={20} disabled={recognising} autoComplete="name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="证件类型" required>
            <Input value="居民身份证" disabled aria-label="证件类型" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="身份证号码" name="idCard" required rules={[personRule(form, 'idCard')]} extra="性别将根据身份证号码自动选择">
            <Input placeholder="请输入18位身份证号码" maxLength={18} disabled={recognising} className="ep-mono" autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="性别" name="sex" required dependencies={['idCard']} rules={[sexRule(form)]}>
            <Radio.Group
              options={[
                { value: 0, label: '男' },
                { value: 1, label: '女' },
              ]}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="手机号码" name="mobile" required rules={[personRule(form, 'mobile')]}>
            <Input placeholder="请输入手机号码" maxLength={11} inputMode="numeric" autoComplete="tel" />
          </Form.Item>
        </Col>
        <Col xs={24}>
          <Form.Item label="身份证地址" name="address" required rules={[personRule(form, 'address')]}>
            <Input.TextArea placeholder="请输入身份证上的住址" maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} disabled={recognising} />
          </Form.Item>
        </Col>
      </Row>
    </section>
  );
}
