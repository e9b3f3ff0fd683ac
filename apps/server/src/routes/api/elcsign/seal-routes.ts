import type { App, AppContext } from '../../../context';
import sealList from './seal-list';
import sealDetail from './seal-detail';
import sealPreview from './seal-preview';
import sealCreate from './seal-create';
import sealSave from './seal-save';
import sealDelete from './seal-delete';
import sealImage from './seal-image';

/** The company e-seal calls of /api/ElcSign/ (docs/esign.md "Company e-seals"), one file each. */
export const ESIGN_SEAL_ROUTES: Array<(app: App, ctx: AppContext) => void> = [sealList, sealDetail, sealPreview, sealCreate, sealSave, sealDelete, sealImage];
