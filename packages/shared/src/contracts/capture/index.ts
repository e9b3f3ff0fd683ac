// Online evidence (docs/online-evidence.md): one file per call; each part adds its own subfolder's index here.
export * from './capture-fields';
export * from './get-pro-list';
export * from './save-label';
export * from './del-pro';
export * from './web';
export * from './process';
