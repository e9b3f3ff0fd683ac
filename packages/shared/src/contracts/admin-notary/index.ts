export * from './fields';
export * from './list';
export * from './detail';
export * from './decisions';
