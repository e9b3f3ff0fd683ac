export * from './check-id-card-information';
