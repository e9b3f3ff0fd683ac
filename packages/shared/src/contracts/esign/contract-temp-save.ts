import { z } from 'zod';
import { ESIGN_TEMPLATE_MSG } from '../../constants/esign-templates';
import { zId } from '../../validators/ids';
import { zJsonText, zTemplateCategory, zTemplateName, ZTemplateFields, ZTemplateRoles } from './template-field';

/**
 * POST /api/ElcSign/contractTempCreate (multipart: `file` the PDF, and these fields) and
 * contractTempEdit (the same with `id`, the file optional). `roles` and `fields` are JSON texts in a
 * multipart or form body, arrays in a JSON body. The field list is checked against the roles and the
 * PDF's page count by templateFieldsProblem once the PDF is known.
 */
export const ZContractTempContent = z.object({
  name: zTemplateName,
  category: zTemplateCategory,
  roles: zJsonText(ZTemplateRoles, ESIGN_TEMPLATE_MSG.rolesRequired),
  fields: zJsonText(ZTemplateFields, ESIGN_TEMPLATE_MSG.fieldsInvalid),
});
export type TContractTempContent = z.infer<typeof ZContractTempContent>;

export const ZContractTempEditFields = ZContractTempContent.extend({ id: zId(ESIGN_TEMPLATE_MSG.idInvalid) });

/** What create, edit and copy answer: the template's id. */
export const ZContractTempSaved = z.object({ id: z.number().int() });
export type TContractTempSaved = z.infer<typeof ZContractTempSaved>;
