import { z } from 'zod';
import { ESIGN_TEMPLATE_CATEGORIES } from '../../constants/esign';
import { zPage, zPageQuery } from '../common/envelope';
import { ZTemplateRow } from './template-item';

const CATEGORY_VALUES = ESIGN_TEMPLATE_CATEGORIES.map((c) => c.value) as [string, ...string[]];

/**
 * GET /api/ElcSign/contractTempList (001 §7): the account's templates (a company's are shared by its
 * main account and members), newest first, 10 a page; keyword matches the name; category filters.
 * An unknown category or a blank one means all.
 */
export const ZContractTempListQuery = zPageQuery.extend({
  keyword: z.string().trim().max(50, { error: '关键词不能超过 50 个字' }).optional(),
  category: z.string().optional().transform((v) => (v && (CATEGORY_VALUES as string[]).includes(v) ? v : undefined)),
});
export type TContractTempListQuery = z.input<typeof ZContractTempListQuery>;

export const ZContractTempList = zPage(ZTemplateRow);
export type TContractTempList = z.infer<typeof ZContractTempList>;
