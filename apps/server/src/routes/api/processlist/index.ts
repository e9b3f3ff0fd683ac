import type { App, AppContext } from '../../../context';
import delPro from './del-pro';
import downloadBatch from './download-batch';
import getProList from './get-pro-list';
import saveLabel from './save-label';
import cancelButton from './cancel-button';
import clickAddProcess from './click-add-process';
import look from './look';
import downVmOttBaoquan from './down-vm-ott-baoquan';

/** The captures' shared /api/processlist/* calls (docs/online-evidence.md), one file each; each part adds its own. */
export const PROCESSLIST_ROUTES: Array<(app: App, ctx: AppContext) => void> = [getProList, saveLabel, delPro, downloadBatch, cancelButton, clickAddProcess, look, downVmOttBaoquan];
