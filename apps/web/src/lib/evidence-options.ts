import { FILE_TYPE_NAMES, PRODUCT_TYPE_NAMES } from '@evidence/shared/constants';

/** Select options of the evidence filters (000 §2): 全部 (0), then the specification's names. */
const withAll = (names: Record<number, string>) => [{ value: 0, label: '全部' }, ...Object.entries(names).map(([v, label]) => ({ value: Number(v), label }))];

export const FILE_TYPE_OPTIONS = withAll(FILE_TYPE_NAMES);
export const PRODUCT_TYPE_OPTIONS = withAll(PRODUCT_TYPE_NAMES);
