// What the filter widgets of this family share: the props schema of a filter element (the data
// attributes read by adapters/jet-smart-filters/markup.ts) and digit formatting.
import { readFilterAttributes, type FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { PropsSchema } from '../../src/runtime/types';
import { formatNumber, language, toPersianDigits } from '../../src/i18n';
// Wires JetSmartFilters into the shared filter engine for every chunk of this family.
import './backend';

/** A filter needs a provider to belong to; everything else has the original's defaults. */
export const filterAttributesSchema: PropsSchema<FilterAttributes> = {
  safeParse(input) {
    const value = input as Partial<FilterAttributes> | null;
    if (!value || typeof value !== 'object' || typeof value.provider !== 'string' || value.provider === '') {
      return { success: false, error: { issues: [{ path: ['provider'], message: 'data-content-provider is missing' }] } };
    }
    return { success: true, data: value as FilterAttributes };
  },
};

export function readAttributes(kind: string): (el: HTMLElement) => FilterAttributes {
  return (el) => readFilterAttributes(el, kind);
}

export function isPersian(): boolean {
  return language() === 'fa';
}

export function localDigits(text: string | number): string {
  return isPersian() ? toPersianDigits(String(text)) : String(text);
}

export function localNumber(n: number): string {
  return formatNumber(n, isPersian() ? 'fa' : 'en');
}

/** The first element of the container matching `selector`, typed. */
export function find<T extends Element>(root: ParentNode, selector: string): T | null {
  return root.querySelector<T & Element>(selector);
}

/**
 * The PHP prints each fieldset's legend with display:none, which hides the group's name from
 * screen readers too; keep it out of sight only.
 */
export function revealLegends(root: HTMLElement): void {
  for (const legend of root.querySelectorAll<HTMLElement>('legend')) {
    if (legend.style.display !== 'none') continue;
    legend.style.removeProperty('display');
    legend.classList.add('vitrin-visually-hidden');
  }
}
