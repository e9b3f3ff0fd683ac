import type { App, AppContext } from '../../../context';
import deviceList from './device-list';
import addDevice from './add-device';
import editDevice from './edit-device';
import retireDevice from './retire-device';
import bindDevice from './bind-device';
import unbindDevice from './unbind-device';
import getBwcDataList from './get-bwc-data-list';
import upload from './upload';
import getBwcView from '../share/get-bwc-view';
import getIosDataList from '../data/get-ios-data-list';

/** The routes of app evidence and law-enforcement recorders (issue 17 items 4, 5), one file each. */
export const DEVICE_ROUTES: Array<(app: App, ctx: AppContext) => void> = [deviceList, addDevice, editDevice, retireDevice, bindDevice, unbindDevice, getBwcDataList, upload, getBwcView, getIosDataList];
