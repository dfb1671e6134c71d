// Test support (never imported by the bundle): Elementor's storage over in-memory areas and a clock.
import { createElementorStorage, type ElementorStorage } from './storage';

export interface MemoryStorage {
  storage: ElementorStorage;
  areas: { local: Map<string, string>; session: Map<string, string> };
  warnings: string[];
  clock: { now: number };
  /** The parsed `elementor` object of an area. */
  object(area?: 'local' | 'session'): Record<string, unknown>;
}

export function memoryStorage(now = Date.UTC(2026, 10, 22, 12)): MemoryStorage {
  const areas = { local: new Map<string, string>(), session: new Map<string, string>() };
  const warnings: string[] = [];
  const clock = { now };
  const storage = createElementorStorage({
    read: (area, key) => areas[area].get(key) ?? null,
    write: (area, key, value) => {
      areas[area].set(key, value);
      return true;
    },
    now: () => clock.now,
    warn: (message) => warnings.push(message),
  });
  return {
    storage,
    areas,
    warnings,
    clock,
    object: (area = 'local') => JSON.parse(areas[area].get('elementor') ?? '{}') as Record<string, unknown>,
  };
}
