// In-page half of scripts/bench-swatches.ts: one variations form with three swatch lists and 200
// variations. "engine" recomputes availability after a choice and repaints (what a shopper's press
// costs); "floor" repaints the same swatches to the same states computed beforehand, i.e. the
// DOM work alone, so the ratio is what the recompute adds.
import { FormSwatches, type FormOptions } from '../../widgets/swatches/form-swatches';
import { DEFAULT_FLAGS, type SwatchVariation } from '../../widgets/swatches/swatches.connector';
import type { SwatchListProps } from '../../adapters/variation-swatches/swatches';

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
const OPTIONS: FormOptions = { flags: DEFAULT_FLAGS, showLabel: true, separator: ':' };

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

function buildForm(id: string): { form: HTMLFormElement; lists: Array<{ list: HTMLElement; select: HTMLSelectElement; props: SwatchListProps }> } {
  const form = document.createElement('form');
  form.className = 'variations_form';
  form.id = id;
  const lists = ATTRIBUTES.map(([name, values]) => {
    const select = document.createElement('select');
    select.name = name;
    select.setAttribute('data-attribute_name', name);
    select.innerHTML = `<option value=""></option>${values.map((v) => `<option value="${v}">${v}</option>`).join('')}`;
    const list = document.createElement('ul');
    list.className = 'variable-items-wrapper button-variable-items-wrapper';
    list.setAttribute('data-attribute_name', name);
    list.innerHTML = values.map((v) => `<li class="variable-item" data-value="${v}" data-title="${v}" data-wvstooltip="${v}" title="${v}" tabindex="0">${v}</li>`).join('');
    form.append(select, list);
    return { list, select, props: { attributeName: name, type: 'button' as const, values: values.map((v) => ({ value: v, title: v })), limit: 0 } };
  });
  document.body.append(form);
  return { form, lists };
}

let engine: { group: FormSwatches; selects: HTMLSelectElement[] } | undefined;
let floor: { group: FormSwatches; selects: HTMLSelectElement[] } | undefined;

function choose(selects: HTMLSelectElement[], i: number): void {
  // A different partial or complete selection each run, as a shopper's presses make.
  selects.forEach((select, k) => {
    const values = Array.from(select.options, (o) => o.value);
    select.value = values[(i * (k + 3) + k) % values.length] ?? '';
  });
}

function time(target: { group: FormSwatches; selects: HTMLSelectElement[] }, i: number, precomputed: boolean): number {
  let total = 0;
  for (let r = 0; r < 20; r++) {
    choose(target.selects, i * 20 + r);
    const selection = target.group.selection();
    const states = precomputed ? target.group.states(selection) : undefined;
    const t0 = performance.now();
    if (states) target.group.paintStates(selection, states);
    else target.group.paint();
    void document.body.offsetHeight;
    total += performance.now() - t0;
  }
  return total;
}

window.SwatchBench = {
  setup() {
    const all = variations();
    for (const which of ['engine', 'floor'] as const) {
      const { form, lists } = buildForm(which);
      const group = new FormSwatches(form, all, OPTIONS);
      for (const l of lists) group.add(l.list, l.select, l.props);
      const target = { group, selects: lists.map((l) => l.select) };
      if (which === 'engine') engine = target;
      else floor = target;
    }
  },
  engine: (i) => (engine ? time(engine, i, false) : Number.NaN),
  floor: (i) => (floor ? time(floor, i, true) : Number.NaN),
};
