import { Col, DatePicker, Form, Input, Radio, Row, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { z } from 'zod';
import { contractRule } from '@/components/form-rules';
import { derivedFromId } from './company-form-values';

/** Field names of one person of the company form (legal representative, authorised person). */
export interface PersonNames {
  name: string;
  sex: string;
  birth: string;
  phone?: string;
  idcard: string;
  address: string;
}

interface Props {
  form: FormInstance;
  schema: z.ZodType;
  names: PersonNames;
  /** who, as the labels say it: 法定代表人, 被授权人 */
  who: string;
  /** values that are not plain text in the form (images), as the contract expects them */
  extra: () => Record<string, unknown>;
}

const DATE_FORMAT = 'YYYY-MM-DD';

/**
 * Name, sex, birth date, (phone), ID number and address of one person. A valid ID number fills in
 * sex and birth date, which the server requires to agree with it; both stay editable.
 */
export function PersonFields({ form, schema, names, who, extra }: Props) {
  const rule = (field: string) => contractRule(schema, field as never, extra);

  function onIdChange(value: string) {
    const derived = derivedFromId(value);
    if (!derived) return;
    form.setFieldsValue({ [names.sex]: derived.sex, [names.birth]: derived.birth });
    // clear a message the earlier values left behind
    void form.validateFields([names.sex, names.birth]).catch(() => undefined);
  }

  return (
    <Row gutter={24}>
      <Col xs={24} md={12}>
        <Form.Item label={`${who}姓名`} name={names.name} required rules={[rule(names.name)]}>
          <Input placeholder={`请输入${who}姓名`} maxLength={6} autoComplete="off" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={`${who}身份证号码`} name={names.idcard} required rules={[rule(names.idcard)]} extra="填写后自动带出性别和出生日期">
          <Input placeholder={`请输入${who}身份证号码`} maxLength={18} autoComplete="off" onChange={(e) => onIdChange(e.target.value)} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item label={`${who}性别`} name={names.sex} required dependencies={[names.idcard]} rules={[rule(names.sex)]}>
          <Radio.Group options={[{ value: 0, label: '男' }, { value: 1, label: '女' }]} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          label={`${who}出生日期`}
          name={names.birth}
          required
          dependencies={[names.idcard]}
          rules={[rule(names.birth)]}
          getValueProps={(v: unknown) => ({ value: typeof v === 'string' && v ? dayjs(v, DATE_FORMAT) : null })}
          normalize={(d: Dayjs | null) => (d ? d.format(DATE_FORMAT) : '')}
        >
          <DatePicker
            style={{ width: '100%' }}
            format={DATE_FORMAT}
            placeholder="请选择出生日期"
            disabledDate={(d) => d.isAfter(dayjs(), 'day') || d.year() < 1900}
            defaultPickerValue={dayjs('1985-01-01')}
          />
        </Form.Item>
      </Col>
      {names.phone && (
        <Col xs={24} md={12}>
          <Form.Item label={`${who}手机号码`} name={names.phone} required rules={[rule(names.phone)]}>
            <Input placeholder={`请输入${who}手机号码`} maxLength={11} inputMode="numeric" autoComplete="off" />
          </Form.Item>
        </Col>
      )}
      <Col xs={24} md={names.phone ? 12 : 24}>
        <Form.Item label={`${who}住址`} name={names.address} required rules={[rule(names.address)]}>
          <Input placeholder={`请输入${who}身份证上的住址`} maxLength={200} autoComplete="off" />
        </Form.Item>
      </Col>
    </Row>
  );
}
