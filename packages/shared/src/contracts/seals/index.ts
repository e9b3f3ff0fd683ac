export * from './seal-item';
export * from './get-list';
export * from './set-default';
export * from './del';
export * from './create';
export * from './generate';
