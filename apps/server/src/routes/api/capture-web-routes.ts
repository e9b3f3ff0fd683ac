import type { App, AppContext } from '../../context';
import addWebProcess from './processforensics/add-web-process';
import getElecFile from './share/get-elec-file';
import getElecView from './share/get-elec-view';
import waczKey from './share/wacz-key';

/** The web capture's calls outside /api/processlist (issue 17 item 1), one file each. */
export const CAPTURE_WEB_ROUTES: Array<(app: App, ctx: AppContext) => void> = [addWebProcess, getElecView, getElecFile, waczKey];
