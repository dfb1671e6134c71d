// In-page half of scripts/bench-swatches.ts: one variations form with three swatch lists (each its
// own React root, as on a product page) and 200 variations. "engine" is a shopper's choice as the
// widget runs it: the shared selection written, availability recomputed, the three roots
// committed (flushSync) and laid out. "floor" commits the same roots to states computed
// beforehand, i.e. React's and the DOM's work alone, so the ratio is what the recompute adds.
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { computed, signal } from '@preact/signals-core';
import { SwatchGroup, type ListEntry, type SwatchModel } from '../../widgets/swatches/group';
import { SwatchList, type SwatchLink } from '../../widgets/swatches/SwatchList';
import { DEFAULT_FLAGS, availability, type Availability, type SwatchVariation } from '../../widgets/swatches/swatches.connector';
import { readMarkup } from '../../src/ui/markup';
import { updateVariationSelection, variationState, type VariationSelection } from '../../src/state/variations';

declare global {
  interface Window {
    SwatchBench: { setup(): void; engine(i: number): number; floor(i: number): number };
  }
}

const ATTRIBUTES: Array<[string, string[]]> = [
  ['attribute_pa_color', ['c0', 'c1', 'c2', 'c3', 'c4', 'c5', 'c6', 'c7']],
  ['attribute_pa_size', ['s0', 's1', 's2', 's3', 's4']],
  ['attribute_pa_material', ['m0', 'm1', 'm2', 'm3', 'm4']],
];
const FLAGS = { ...DEFAULT_FLAGS, showStock: true };

function variations(): SwatchVariation[] {
  const out: SwatchVariation[] = [];
  const [colors, sizes, materials] = ATTRIBUTES.map(([, values]) => values);
  for (const c of colors ?? []) for (const s of sizes ?? []) for (const m of materials ?? []) {
    const n = out.length;
    out.push({
      attributes: { attribute_pa_color: c, attribute_pa_size: s, attribute_pa_material: m },
      active: true,
      inStock: n % 7 !== 0,
      maxQty: n % 5 === 0 ? 3 : 20,
    });
  }
  return out;
}

const ENTRIES: ListEntry[] = ATTRIBUTES.map(([name, values]) => ({ attributeName: name, values: values.map((v) => ({ value: v, title: v })), select: null, attributeLabel: name }));

function buildLists(id: string): { form: HTMLFormElement; lists: HTMLElement[] } {
  const form = document.createElement('form');
  form.className = 'variations_form';
  form.id = id;
  const lists = ATTRIBUTES.map(([name, values]) => {
    const list = document.createElement('ul');
    list.className = 'variable-items-wrapper button-variable-items-wrapper';
    list.setAttribute('data-attribute_name', name);
    list.innerHTML = values.map((v) => `<li class="variable-item" data-value="${v}" data-title="${v}" data-wvstooltip="${v}" title="${v}" tabindex="0">${v}</li>`).join('');
    form.append(list);
    return list;
  });
  document.body.append(form);
  return { form, lists };
}

function mount(lists: HTMLElement[], group: SwatchModel): void {
  lists.forEach((list, k) => {
    const entry = ENTRIES[k];
    if (!entry) return;
    const link: SwatchLink = { group, entry, label: null };
    const markup = readMarkup(list);
    list.replaceChildren();
    const root = createRoot(list);
    flushSync(() => root.render(createElement(SwatchList, { markup, list, limit: 0, native: false, link, linkRef: { current: link } })));
  });
}

/** A different partial or complete selection each run, as a shopper's presses make. */
function selectionFor(i: number): VariationSelection {
  return Object.fromEntries(ATTRIBUTES.map(([name, values], k) => {
    const options = ['', ...values];
    return [name, options[(i * (k + 3) + k) % options.length] ?? ''];
  }));
}

let engine: ((selection: VariationSelection) => void) | undefined;
let floor: { set(selection: VariationSelection, states: Availability): void } | undefined;
const all = variations();
const attributes = ENTRIES.map((e) => ({ name: e.attributeName, values: e.values.map((v) => v.value) }));

function time(i: number, run: (selection: VariationSelection) => void, precompute: boolean): number {
  let total = 0;
  for (let r = 0; r < 20; r++) {
    const selection = selectionFor(i * 20 + r);
    const states = precompute ? availability(all, attributes, selection, FLAGS) : undefined;
    const t0 = performance.now();
    if (states && floor) floor.set(selection, states);
    else run(selection);
    void document.body.offsetHeight;
    total += performance.now() - t0;
  }
  return total;
}

window.SwatchBench = {
  setup() {
    const a = buildLists('engine');
    const group = new SwatchGroup(a.form, all, { flags: FLAGS, showLabel: false, separator: ':', commit: (write) => flushSync(write) });
    for (const entry of ENTRIES) group.join(entry);
    mount(a.lists, group);
    engine = (selection) => flushSync(() => updateVariationSelection(a.form, selection));

    const b = buildLists('floor');
    const selection = signal<VariationSelection>(variationState(b.form).selection.peek());
    const states = signal<Availability>(availability(all, attributes, {}, FLAGS));
    const fixed: SwatchModel = {
      selection: computed(() => selection.value),
      states: computed(() => states.value),
      options: { showLabel: false, separator: ':' },
      title: (_entry, value) => value,
      press: () => undefined,
    };
    mount(b.lists, fixed);
    floor = {
      set(next, computedStates) {
        flushSync(() => {
          states.value = computedStates;
          selection.value = next;
        });
      },
    };
  },
  engine: (i) => (engine ? time(i, engine, false) : Number.NaN),
  floor: (i) => (floor ? time(i, () => undefined, true) : Number.NaN),
};
