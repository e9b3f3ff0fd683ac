export * from './fields';
export * from './device';
export * from './manage-device';
export * from './bwc-data';
export * from './ios-data';
