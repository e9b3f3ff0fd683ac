// The web capture's calls (issue 17 item 1), one file each.
export * from './capture-no';
export * from './add-web-process';
export * from './get-elec-view';
export * from './download-batch';
export * from './wacz-key';
