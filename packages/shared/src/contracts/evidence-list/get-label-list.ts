import { z } from 'zod';

/** GET /api/data/getLabelList (000 §3 "Label list item: label"): the caller's labels, most used first. */
export const ZLabelListItem = z.object({ label: z.string() });
export type TLabelListItem = z.infer<typeof ZLabelListItem>;

export const ZGetLabelListResponse = z.array(ZLabelListItem);
export type TGetLabelListResponse = z.infer<typeof ZGetLabelListResponse>;
