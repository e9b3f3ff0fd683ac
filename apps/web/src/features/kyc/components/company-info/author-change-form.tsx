import { Button, Form } from 'antd';
import { ZUpdateAuthorRequest, type TUpdateAuthorRequest } from '@evidence/shared/contracts';
import { VERIFY_MSG } from '@evidence/shared/constants';
import { toast } from '@/lib/feedback';
import { useUpdateAuthorMutation } from '../../api/update-author';
import { CompanyImageItem } from '../company-form/company-image-item';
import { AUTHOR_FIELDS, AUTHOR_IMAGE_FIELDS, imagePaths, toRequestFields, type CompanyFormValues } from '../company-form/company-form-values';
import { PersonFields } from '../company-form/person-fields';
import { TemplateDownloadButton } from '../company-form/template-download-button';
import '../company-form/company-form.css';

interface Props {
  onCancel: () => void;
  onSubmitted: () => void;
}

/**
 * 变更被授权人 in edit mode: a new person with a new power of attorney and ID photos, empty to start
 * (the current person's numbers are masked, and a change names someone else). An operator reviews it.
 */
export function AuthorChangeForm({ onCancel, onSubmitted }: Props) {
  const [form] = Form.useForm<CompanyFormValues>();
  const submit = useUpdateAuthorMutation();
  const extra = () => imagePaths(form.getFieldsValue(true) as CompanyFormValues, AUTHOR_IMAGE_FIELDS);
  const schema = ZUpdateAuthorRequest;

  function onFinish(values: CompanyFormValues) {
    submit.mutate(toRequestFields(values, AUTHOR_FIELDS) as TUpdateAuthorRequest, {
      onSuccess: ({ msg }) => {
        toast.success(msg || VERIFY_MSG.authorChangeSubmitted);
        onSubmitted();
      },
    });
  }

  return (
    <Form form={form} layout="vertical" className="ep-company-form ep-company-info__change" onFinish={onFinish} scrollToFirstError={{ block: 'center' }} data-testid="author-change-form">
      <PersonFields
        form={form}
        schema={schema}
        who="被授权人"
        extra={extra}
        names={{ name: 'authorName', sex: 'authorSex', birth: 'authorBrith', phone: 'authorPhone', idcard: 'authorIdcard', address: 'authorAddress' }}
      />
      <div className="ep-company-form__images">
        <CompanyImageItem name="file" schema={schema} extra={extra} help={<TemplateDownloadButton />} />
        <CompanyImageItem name="authorFront" schema={schema} extra={extra} />
        <CompanyImageItem name="authorBack" schema={schema} extra={extra} />
      </div>
      <div className="ep-company-form__actions">
        <Button onClick={onCancel}>取消</Button>
        <Button type="primary" htmlType="submit" loading={submit.isPending}>
          提交变更
        </Button>
      </div>
    </Form>
  );
}
