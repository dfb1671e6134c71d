// Shared filter state (src/state/filters/state.ts) and the JetSmartFilters engine that writes it.
export * from './state';
export * from './engine';
export * from './registry';
