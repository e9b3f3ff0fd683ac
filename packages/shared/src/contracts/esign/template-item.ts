import { z } from 'zod';
import { ESIGN_TEMPLATE_MSG } from '../../constants/esign-templates';
import { zId } from '../../validators/ids';
import { ZTemplateField } from './template-field';

/** `id` of every template call: a positive whole number, sent as text or number. */
export const ZTemplateIdRequest = z.object({ id: zId(ESIGN_TEMPLATE_MSG.idInvalid) });
export type TTemplateIdRequest = { id: string | number };

/** A page's visible size (its crop box) in PDF points. */
export const ZTemplatePage = z.object({ width: z.number(), height: z.number() });
export type TTemplatePage = z.infer<typeof ZTemplatePage>;

/** A row of contractTempList. Times are milliseconds since the epoch. */
export const ZTemplateRow = z.object({
  id: z.number().int(),
  name: z.string(),
  category: z.string(),
  categoryName: z.string(),
  roles: z.array(z.string()),
  fieldCount: z.number().int(),
  pageCount: z.number().int(),
  fileName: z.string(),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
});
export type TTemplateRow = z.infer<typeof ZTemplateRow>;

/** contractTempDetail: the row plus what the editor and the flows need. */
export const ZTemplateDetail = ZTemplateRow.extend({
  fields: z.array(ZTemplateField),
  pages: z.array(ZTemplatePage),
  size: z.number().int(),
  sha256: z.string(),
  sm3: z.string(),
  /** flows made from this template (they hold their own copy of the file and fields) */
  flowCount: z.number().int(),
});
export type TTemplateDetail = z.infer<typeof ZTemplateDetail>;
