export * from './users';
export * from './catalog';
export * from './orders';
export * from './site';
export * from './outbox';
export * from './uploads';
export * from './shipping';
