import type { App, AppContext } from '../../../context';
import contractTempCatOption from './contract-temp-cat-option';
import contractTempCopy from './contract-temp-copy';
import contractTempCreate from './contract-temp-create';
import contractTempDelete from './contract-temp-delete';
import contractTempDetail from './contract-temp-detail';
import contractTempEdit from './contract-temp-edit';
import contractTempFile from './contract-temp-file';
import contractTempList from './contract-temp-list';

/** The contract-template calls of /api/ElcSign/ (docs/esign.md "Contract templates"), one file each. */
export const ESIGN_TEMPLATE_ROUTES: Array<(app: App, ctx: AppContext) => void> = [
  contractTempList,
  contractTempDetail,
  contractTempCatOption,
  contractTempCreate,
  contractTempEdit,
  contractTempCopy,
  contractTempDelete,
  contractTempFile,
];
