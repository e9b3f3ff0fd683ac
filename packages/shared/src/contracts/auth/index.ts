export * from './user-info';
export * from './get-img-code';
export * from './send-sms';
export * from './register';
export * from './login';
export * from './reset-password';
export * from './edit-password';
