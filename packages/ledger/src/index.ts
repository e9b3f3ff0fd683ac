export * from './errors';
export * from './hash';
export * from './leaf';
export * from './tree';
export * from './subtrees';
export * from './verify';
export * from './note';
export * from './bundle';
