export * from './ids';
export * from './listing';
export * from './read';
export * from './del';
export * from './notice';
