export * from './seal-item';
export * from './seal-list';
export * from './seal-detail';
export * from './seal-create';
export * from './seal-save';
export * from './seal-delete';
export * from './seal-image';
