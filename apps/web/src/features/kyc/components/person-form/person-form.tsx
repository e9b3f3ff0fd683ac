import { useRef, useState } from 'react';
import { Button, Form } from 'antd';
import { errorText, isApiError } from '@/lib/api-client';
import { toast } from '@/lib/feedback';
import { useCheckIdCardMutation } from '../../api/check-id-card';
import { usePerAuthorizeMutation } from '../../api/per-authorize';
import { CLEARED_OCR_FIELDS, fieldsFromOcr, sexFromIdCard, toPerAuthorizeBody, type PersonFormValues } from '../../lib/person-form-values';
import type { UploadedImage } from '../image-upload-field';
import { ConsentBox } from './consent-box';
import { PersonFields } from './person-fields';
import { PersonPhotos, type OcrState } from './person-photos';
import './person-form.css';

interface Props {
  initialValues: PersonFormValues;
  /** after the server accepted the form, with its message ('提交成功，请等待审核') */
  onSubmitted: (msg: string) => void;
}

/**
 * The individual verification form (000 §5): photos first, because the front photo fills name,
 * ID number and address; then the identity fields, the consent and 提交认证.
 */
export function PersonForm({ initialValues, onSubmitted }: Props) {
  const [form] = Form.useForm<PersonFormValues>();
  const [ocr, setOcr] = useState<OcrState>({ kind: 'idle' });
  const recognition = useCheckIdCardMutation();
  const submit = usePerAuthorizeMutation();
  // Only the latest front photo's reading may write the fields (a slower, older one is dropped).
  const latest = useRef(0);

  async function recognise(front: UploadedImage) {
    const mine = ++latest.current;
    setOcr({ kind: 'busy' });
    try {
      const answer = await recognition.mutateAsync(front.path);
      if (mine !== latest.current) return;
      form.setFieldsValue(fieldsFromOcr(answer));
      setOcr({ kind: 'done' });
      void form.validateFields(['userName', 'idCard', 'address', 'sex']).catch(() => undefined);
    } catch (e) {
      if (mine !== latest.current) return;
      // A failed reading clears what may be left from an earlier photo and says why (000 §5).
      form.setFieldsValue(CLEARED_OCR_FIELDS);
      const message = errorText(e);
      setOcr({ kind: 'failed', message });
      if (!(isApiError(e) && e.handled)) toast.error(message);
    }
  }

  function onValuesChange(changed: Partial<PersonFormValues>) {
    if (changed.idCard === undefined) return;
    // The number decides the sex; the radio follows it as soon as the number is valid.
    const sex = sexFromIdCard(changed.idCard);
    if (sex !== undefined && form.getFieldValue('sex') !== sex) form.setFieldValue('sex', sex);
  }

  return (
    <Form<PersonFormValues>
      form={form}
      layout="vertical"
      className="ep-person-form"
      initialValues={initialValues}
      onValuesChange={onValuesChange}
      scrollToFirstError
      onFinish={(values) => submit.mutate(toPerAuthorizeBody(values), { onSuccess: (r) => onSubmitted(r.msg) })}
    >
      <PersonPhotos disabled={submit.isPending} ocr={ocr} onFrontUploaded={(front) => void recognise(front)} />
      <PersonFields form={form} recognising={ocr.kind === 'busy'} />
      <ConsentBox form={form} />
      <Button type="primary" htmlType="submit" size="large" loading={submit.isPending} disabled={ocr.kind === 'busy'} className="ep-person-form__submit">
        提交认证
      </Button>
    </Form>
  );
}
