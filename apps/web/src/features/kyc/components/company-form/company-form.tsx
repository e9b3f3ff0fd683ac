import { Alert, Button, Col, Form, Input, Row, type FormInstance } from 'antd';
import { ZCompanyAuthorizeRequest, type TCompanyAuthorizeRequest } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { CompanyImageItem } from './company-image-item';
import { imagePaths, type CompanyFormValues } from './company-form-values';
import { PersonFields } from './person-fields';
import { TemplateDownloadButton } from './template-download-button';
import './company-form.css';

interface Props {
  form: FormInstance<CompanyFormValues>;
  initialValues?: CompanyFormValues;
  submitting: boolean;
  onSubmit: (values: CompanyFormValues) => void;
}

const schema = ZCompanyAuthorizeRequest;
type Field = keyof TCompanyAuthorizeRequest & string;

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="ep-company-form__section" aria-label={title}>
      <h2 className="ep-company-form__title">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The company verification form (000 §5): every field required, grouped as the documents are —
 * company, legal representative, public account, contact, authorised person, documents. Each field
 * is checked by the server's own contract, so the messages are the server's.
 */
export function CompanyForm({ form, initialValues, submitting, onSubmit }: Props) {
  const extra = () => imagePaths(form.getFieldsValue(true) as CompanyFormValues);
  const rule = (field: Field) => contractRule(schema, field, extra);
  const text = (name: Field, label: string, max: number, span = 12, props: React.ComponentProps<typeof Input> = {}) => (
    <Col xs={24} md={span}>
      <Form.Item label={label} name={name} required rules={[rule(name)]}>
        <Input placeholder={`请输入${label}`} maxLength={max} autoComplete="off" {...props} />
      </Form.Item>
    </Col>
  );

  return (
    <Form form={form} layout="vertical" className="ep-company-form" initialValues={initialValues} onFinish={onSubmit} scrollToFirstError={{ block: 'center' }}>
      <Section title="企业信息">
        <Row gutter={24}>
          {text('company', '企业名称', 100)}
          {text('taxNumber', '统一社会信用代码', 18, 12, { style: { textTransform: 'uppercase' } })}
          {text('address', '企业地址', 200, 24)}
        </Row>
      </Section>
      <Section title="法定代表人">
        <PersonFields form={form} schema={schema} who="法定代表人" extra={extra} names={{ name: 'legalName', sex: 'legalSex', birth: 'legalBirth', idcard: 'legalIdcard', address: 'legalAddress' }} />
      </Section>
      <Section title="对公账户">
        <Row gutter={24}>
          {text('accountName', '开户名称', 100)}
          {text('accountBank', '开户银行', 100)}
          {text('accountNo', '银行账号', 25, 12, { inputMode: 'numeric' })}
        </Row>
      </Section>
      <Section title="联系人">
        <Row gutter={24}>
          {text('contactName', '联系人姓名', 6)}
          {text('contactPhone', '联系人手机号码', 11, 12, { inputMode: 'numeric' })}
          {text('contactIdcard', '联系人身份证号码', 18)}
        </Row>
      </Section>
      <Section title="被授权人">
        <PersonFields
          form={form}
          schema={schema}
          who="被授权人"
          extra={extra}
          names={{ name: 'authorName', sex: 'authorSex', birth: 'authorBrith', phone: 'authorPhone', idcard: 'authorIdcard', address: 'authorAddress' }}
        />
      </Section>
      <Section title="证件材料">
        <Alert type="info" showIcon className="ep-company-form__note" title="请上传清晰的彩色照片或扫描件，仅支持png、jpg、jpeg格式，每张不超过20M。授权委托书须加盖企业公章。" />
        <div className="ep-company-form__images">
          <CompanyImageItem name="license" schema={schema} extra={extra} />
          <CompanyImageItem name="file" schema={schema} extra={extra} help={<TemplateDownloadButton />} />
          <CompanyImageItem name="authorFront" schema={schema} extra={extra} />
          <CompanyImageItem name="authorBack" schema={schema} extra={extra} />
        </div>
      </Section>
      <div className="ep-company-form__actions">
        <Button type="primary" htmlType="submit" size="large" loading={submitting}>
          提交认证
        </Button>
      </div>
    </Form>
  );
}
