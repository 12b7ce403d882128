export * from './constants';
export * from './routes';
export * from './api/envelope';
export * from './api/auth';
export * from './api/message';
export * from './api/menu';
