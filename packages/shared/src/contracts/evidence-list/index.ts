export * from './get-list';
export * from './get-label-list';
export * from './del-data';
export * from './shared-list';
