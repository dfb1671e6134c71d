// Remove-all (.jet-remove-all-filters) and the apply button (.apply-filters): act on a group.
import { effect } from '@preact/signals-core';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { MountContext } from '../../src/runtime/types';
import { existingGroup } from '../../src/state/filters/registry';
import { groupFor } from '../../src/state/filters/page';
import { isEmptyData } from '../../src/state/filters/engine';

export function enhanceRemoveAll(attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  const button = element.matches('button') ? element : element.querySelector<HTMLButtonElement>('.jet-remove-all-filters__button');
  const box = element.closest<HTMLElement>('.jet-remove-all-filters') ?? element.querySelector<HTMLElement>('.jet-remove-all-filters') ?? element;
  if (!button) return;
  const source = button.hasAttribute('data-content-provider') ? button : element;
  const provider = source.getAttribute('data-content-provider') ?? attrs.provider;
  const queryId = source.getAttribute('data-query-id') || attrs.queryId;
  const applyType = source.getAttribute('data-apply-type') ?? attrs.applyType;
  const group = groupFor(ctx.settings, provider, queryId);
  if (!group) return;
  const stop = effect(() => {
    const active = group.hasActive.value || attrs.additionalProviders.some((key) => existingGroup(key)?.hasActive.value);
    box.classList.toggle('hide', !active);
    box.hidden = !active;
  });
  button.addEventListener('click', () => {
    group.removeAll(applyType);
    for (const key of attrs.additionalProviders) existingGroup(key)?.removeAll('ajax');
  }, { signal });
  return stop;
}

export function enhanceApplyButton(attrs: FilterAttributes, ctx: MountContext): (() => void) | void {
  const { element, signal } = ctx;
  const button = element.querySelector<HTMLButtonElement>('.apply-filters__button') ?? (element.matches('button') ? (element as HTMLButtonElement) : null);
  if (!button) return;
  const group = groupFor(ctx.settings, attrs.provider, attrs.queryId);
  if (!group) return;
  // Active state: any (a filter has a value), all (every filter has one), otherwise always.
  const state = element.getAttribute('data-apply-button-active-state') ?? 'always';
  const whenInactive = element.getAttribute('data-apply-button-if-inactive') ?? 'disable';
  const stop = effect(() => {
    const values = group.filters.filter((f) => f.spec.kind !== 'pagination' && f.spec.kind !== 'sorting').map((f) => !isEmptyData(f.data.value));
    const active = state === 'any' ? values.some(Boolean) : state === 'all' ? values.length > 0 && values.every(Boolean) : true;
    if (whenInactive === 'hide') element.hidden = !active;
    else button.disabled = !active;
  });
  button.addEventListener('click', () => group.applyButton(attrs.applyType === 'reload' ? 'reload' : 'ajax', attrs.redirect), { signal });
  return stop;
}
