/**
 * The individual form's antd rules, all from the perAuthorize contract and its messages, so the
 * page refuses exactly what the server would, in the same words (000 §5).
 */
import type { FormInstance, FormRule } from 'antd';
import { PERSON_IMAGE_LABELS, ZPerAuthorizeRequest, imageRef } from '@evidence/shared/contracts';
import { contractRule } from '@/components/form-rules';
import { sexProblem, type PersonFormValues } from '../../lib/person-form-values';
import type { UploadedImage } from '../image-upload-field';

type ImageField = keyof typeof PERSON_IMAGE_LABELS;

/**
 * Fields checked against the whole contract. The form holds images as `{ path, previewUrl }` and
 * has no `type`; `extra` gives the contract what it would receive, so no field reads as missing.
 */
export function personRule(form: FormInstance<PersonFormValues>, field: 'userName' | 'idCard' | 'mobile' | 'address' | 'agree'): FormRule {
  return contractRule(ZPerAuthorizeRequest, field, () => ({
    type: '1',
    authorFront: (form.getFieldValue('authorFront') as UploadedImage | null | undefined)?.path ?? '',
    authorBack: (form.getFieldValue('authorBack') as UploadedImage | null | undefined)?.path ?? '',
    authorHand: (form.getFieldValue('authorHand') as UploadedImage | null | undefined)?.path ?? '',
  }));
}

/** A required photo: the contract's own rule on the upload's path ('请上传身份证人像面照片'). */
export function imageRule(field: ImageField): FormRule {
  const rule = imageRef(PERSON_IMAGE_LABELS[field]);
  return {
    validator: async (_r, value: UploadedImage | null | undefined) => {
      const result = rule.safeParse(value?.path ?? '');
      if (!result.success) throw new Error(result.error.issues[0]?.message ?? `请上传${PERSON_IMAGE_LABELS[field]}`);
    },
  };
}

/**
 * Sex must be the one the ID number encodes (the contract's refinement, which zod runs only once
 * every field is valid — so it is checked here on its own).
 */
export function sexRule(form: FormInstance<PersonFormValues>): FormRule {
  return {
    validator: async (_r, value: unknown) => {
      const problem = sexProblem(value, form.getFieldValue('idCard') as string | undefined);
      if (problem) throw new Error(problem);
    },
  };
}
