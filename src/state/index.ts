export * from './cart';
export * from './filters';
export * from './providers';
export * from './overlays';
