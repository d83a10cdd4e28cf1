export * from './switch';
