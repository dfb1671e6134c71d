// One FilterGroup per "provider/queryId" for the page; the first filter of a group creates it.
import { FilterGroup, type GroupDeps } from './engine';

const groups = new Map<string, FilterGroup>();
let depsFactory: (() => GroupDeps) | undefined;
const created = new Set<(group: FilterGroup) => void>();

/** The page's dependencies (set once by the DOM side, or by a test). */
export function configureFilterGroups(factory: () => GroupDeps): void {
  depsFactory = factory;
}

export function onGroupCreated(listener: (group: FilterGroup) => void): () => void {
  created.add(listener);
  return () => created.delete(listener);
}

export function filterGroup(provider: string, queryId: string): FilterGroup | undefined {
  const key = `${provider}/${queryId}`;
  const existing = groups.get(key);
  if (existing) return existing;
  if (!depsFactory) return undefined;
  const group = new FilterGroup(provider, queryId, depsFactory());
  groups.set(key, group);
  for (const listener of created) listener(group);
  return group;
}

export function existingGroup(key: string): FilterGroup | undefined {
  return groups.get(key);
}

export function allGroups(): FilterGroup[] {
  return [...groups.values()];
}

/** Tests: forget every group. */
export function resetFilterGroups(): void {
  for (const group of groups.values()) group.dispose();
  groups.clear();
}
