export * from './upload-result';
export * from './upload-normal';
