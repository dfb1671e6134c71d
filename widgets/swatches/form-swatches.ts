// One variations form's swatch lists, painted together: every list of a form shares the selection
// (the hidden selects), the variations and the options, so a press in one list repaints them all.
// The selects stay the source of truth: the variation form (widgets/variation-form) and every other
// script reading them see what the shopper chose.
import { emit, jquery } from '../../src/host/events';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import '../../src/i18n/namespaces/swatches';
import { SWATCH_ITEM_SELECTOR, type SwatchListProps } from '../../adapters/variation-swatches/swatches';
import {
  availability, choose, isComplete,
  type Availability, type Selection, type SwatchAttribute, type SwatchFlags, type SwatchVariation,
} from './swatches.connector';

export interface FormOptions {
  flags: SwatchFlags;
  showLabel: boolean;
  separator: string;
  /** Told each choice (archive cards follow it with their image and link). */
  onChoose?: (selection: Selection) => void;
}

interface ListHandle {
  list: HTMLElement;
  select: HTMLSelectElement;
  props: SwatchListProps;
  items: HTMLElement[];
  /** The row label ("رنگ"), for the selected-value text and announcements. */
  label: HTMLElement | null;
  labelValue: HTMLElement | null;
  more: HTMLButtonElement | null;
  expanded: boolean;
  /** Radio type: the native radios inside are the controls (a radio inside role=radio nests controls). */
  native: boolean;
  /** Per item, read once: its value, title, native radio and stock badge. */
  swatches: Array<{ item: HTMLElement; value: string; title: string; radio: HTMLInputElement | null; badge: HTMLElement | null }>;
}

const ITEM_STATE_CLASSES = ['selected', 'disabled', 'no-stock'];

/** Writes only what changed: a repaint after each press must cost little more than the DOM it moves. */
function setAttr(el: Element, name: string, value: string | null): void {
  if (el.getAttribute(name) === value) return;
  if (value === null) el.removeAttribute(name);
  else el.setAttribute(name, value);
}

/** The notes' texts, looked up once per paint rather than once per swatch. */
interface Notes {
  outOfStock: string;
  unavailable: string;
  stockLeft(count: number): string;
  stockLeftShort(count: number): string;
}

function notes(): Notes {
  const left = new Map<number, [string, string]>();
  const pair = (count: number): [string, string] => {
    let texts = left.get(count);
    if (!texts) {
      texts = [t('swatches:stockLeft', { count: num(count) }), t('swatches:stockLeftShort', { count: num(count) })];
      left.set(count, texts);
    }
    return texts;
  };
  return {
    outOfStock: t('swatches:outOfStock'),
    unavailable: t('swatches:unavailable'),
    stockLeft: (count) => pair(count)[0],
    stockLeftShort: (count) => pair(count)[1],
  };
}
const num = (n: number) => toPersianDigits(n);

function isRtl(el: HTMLElement): boolean {
  const dir = el.closest('[dir]')?.getAttribute('dir');
  return dir ? dir.toLowerCase() === 'rtl' : getComputedStyle(el).direction === 'rtl';
}

export class FormSwatches {
  private readonly lists: ListHandle[] = [];
  private readonly status: HTMLElement;
  private readonly controller = new AbortController();

  constructor(
    private readonly form: HTMLElement,
    private readonly variations: readonly SwatchVariation[] | null,
    private readonly options: FormOptions,
  ) {
    this.status = form.ownerDocument.createElement('span');
    this.status.className = 'screen-reader-text vitrin-swatches-status';
    this.status.setAttribute('role', 'status');
    this.status.setAttribute('aria-live', 'polite');
    form.append(this.status);
    const signal = this.controller.signal;
    // The variation form clears impossible choices and resets: follow the selects.
    for (const name of ['woocommerce_variation_has_changed', 'reset_data']) form.addEventListener(name, () => this.schedulePaint(), { signal });
    form.addEventListener('change', (event) => {
      if (event.target instanceof HTMLSelectElement) this.schedulePaint();
    }, { signal });
    form.classList.add('wvs-loaded');
  }

  get size(): number {
    return this.lists.length;
  }

  add(list: HTMLElement, select: HTMLSelectElement, props: SwatchListProps): () => void {
    const doc = list.ownerDocument;
    const row = list.closest('tr');
    // The form's own label first: a quick view repeats the page's ids.
    const labelFor = select.id ? `label[for="${CSS.escape(select.id)}"]` : null;
    const label = (labelFor ? this.form.querySelector<HTMLElement>(labelFor) ?? doc.querySelector<HTMLElement>(labelFor) : null)
      ?? row?.querySelector<HTMLElement>('th label, .label label') ?? null;
    const handle: ListHandle = {
      list, select, props, label,
      items: Array.from(list.querySelectorAll<HTMLElement>(SWATCH_ITEM_SELECTOR)),
      labelValue: null, more: null, expanded: false, native: props.type === 'radio', swatches: [],
    };
    handle.swatches = handle.items.map((item) => {
      const value = item.getAttribute('data-value') ?? '';
      return {
        item, value, title: this.title(handle, value),
        radio: handle.native ? item.querySelector<HTMLInputElement>('input.variable-item-radio-input') : null,
        badge: null,
      };
    });
    if (label && this.options.showLabel) {
      handle.labelValue = doc.createElement('span');
      handle.labelValue.className = 'woo-selected-variation-item-name';
      handle.labelValue.setAttribute('data-default', '');
      label.append(handle.labelValue);
    }
    const titles = new Map<HTMLElement, string | null>();
    for (const item of handle.items) {
      // The CSS tooltip (data-wvstooltip) replaces the browser's: one tooltip, shown on focus too.
      titles.set(item, item.getAttribute('title'));
      item.removeAttribute('title');
      if (handle.native) {
        item.setAttribute('role', 'none');
        item.removeAttribute('tabindex');
        item.removeAttribute('aria-checked');
      } else item.setAttribute('role', 'radio');
    }
    if (props.limit > 0 && handle.items.length > props.limit) handle.more = this.addMore(handle);

    const local = new AbortController();
    list.addEventListener('change', (event) => {
      const item = event.target instanceof HTMLInputElement ? event.target.closest<HTMLElement>(SWATCH_ITEM_SELECTOR) : null;
      if (handle.native && item) this.press(handle, item);
    }, { signal: local.signal });
    list.addEventListener('click', (event) => {
      if (handle.native) return;
      const item = event.target instanceof Element ? event.target.closest<HTMLElement>(SWATCH_ITEM_SELECTOR) : null;
      if (!item || !list.contains(item)) return;
      event.preventDefault();
      this.press(handle, item);
    }, { signal: local.signal });
    list.addEventListener('keydown', (event) => this.onKey(handle, event), { signal: local.signal });
    this.lists.push(handle);
    this.paint();

    return () => {
      local.abort();
      handle.labelValue?.remove();
      handle.more?.remove();
      for (const item of handle.items) {
        const title = titles.get(item);
        if (handle.native) {
          item.setAttribute('role', 'radio');
          item.setAttribute('tabindex', '0');
          const radio = item.querySelector<HTMLInputElement>('input.variable-item-radio-input');
          radio?.removeAttribute('aria-label');
          if (radio) radio.disabled = false;
        }
        if (title !== null && title !== undefined) item.setAttribute('title', title);
        item.classList.remove(...ITEM_STATE_CLASSES, 'vitrin-swatch-hidden');
        item.removeAttribute('aria-disabled');
        item.removeAttribute('aria-label');
        item.querySelector('.vitrin-swatch-stock')?.remove();
      }
      const at = this.lists.indexOf(handle);
      if (at >= 0) this.lists.splice(at, 1);
    };
  }

  dispose(): void {
    this.controller.abort();
    this.status.remove();
    this.form.classList.remove('wvs-loaded');
  }

  private attributes(): SwatchAttribute[] {
    return this.lists.map((h) => ({ name: h.props.attributeName, values: h.props.values.map((v) => v.value) }));
  }

  selection(): Record<string, string> {
    return Object.fromEntries(this.lists.map((h) => [h.props.attributeName, h.select.value]));
  }

  private title(handle: ListHandle, value: string): string {
    return handle.props.values.find((v) => v.value === value)?.title ?? value;
  }

  private paintPending = false;

  /** One repaint for the burst of events a single choice sets off (change, has_changed, …). */
  private schedulePaint(): void {
    if (this.paintPending) return;
    this.paintPending = true;
    queueMicrotask(() => {
      if (this.paintPending && !this.controller.signal.aborted) this.paint();
    });
  }

  paint(): void {
    this.paintPending = false;
    const selection = this.selection();
    this.paintStates(selection, this.states(selection));
  }

  /** Every value's state for `selection` (the connector's answer for this form). */
  states(selection: Selection = this.selection()): Availability {
    return availability(this.variations, this.attributes(), selection, this.options.flags);
  }

  /** Paints states already computed: paint() = states() + this. */
  paintStates(selection: Selection, states: Availability): void {
    const texts = this.texts ??= notes();
    for (const handle of this.lists) this.paintList(handle, selection, states, texts);
  }

  private texts: Notes | undefined;

  private paintList(handle: ListHandle, selection: Selection, states: Availability, texts: Notes): void {
    const chosen = selection[handle.props.attributeName] ?? '';
    const values = states.get(handle.props.attributeName);
    let tabStop: HTMLElement | undefined;
    handle.swatches.forEach((swatch, index) => {
      const { item, value, radio, title } = swatch;
      const state = values?.get(value);
      const selected = value !== '' && value === chosen;
      const noStock = state !== undefined && state.matched && !state.inStock;
      const clickable = state?.clickable ?? false;
      item.classList.toggle('selected', selected);
      item.classList.toggle('disabled', !clickable);
      item.classList.toggle('no-stock', noStock);
      const control = radio ?? item;
      if (radio) {
        radio.checked = selected;
        radio.disabled = !clickable;
      } else {
        setAttr(item, 'aria-checked', String(selected));
        setAttr(item, 'aria-disabled', clickable ? null : 'true');
      }
      const stockLeft = state?.stockLeft ?? null;
      let label = title;
      if (noStock) label += `، ${texts.outOfStock}`;
      else if (state && !state.matched) label += `، ${texts.unavailable}`;
      if (stockLeft !== null) label += `، ${texts.stockLeft(stockLeft)}`;
      setAttr(control, 'aria-label', label);
      this.paintStock(swatch, stockLeft === null ? null : texts.stockLeftShort(stockLeft));
      const hidden = handle.more !== null && !handle.expanded && index >= handle.props.limit && !selected;
      item.classList.toggle('vitrin-swatch-hidden', hidden);
      if (selected) tabStop = item;
    });
    if (handle.native) return this.paintLabel(handle, chosen);
    // Roving tab stop: the chosen swatch, else the first one that can be chosen.
    tabStop ??= handle.items.find((item) => !item.classList.contains('disabled') && !item.classList.contains('vitrin-swatch-hidden')) ?? handle.items[0];
    for (const item of handle.items) setAttr(item, 'tabindex', item === tabStop ? '0' : '-1');
    this.paintLabel(handle, chosen);
  }

  private paintLabel(handle: ListHandle, chosen: string): void {
    if (handle.labelValue) {
      const text = chosen ? `${this.options.separator} ${this.title(handle, chosen)}` : '';
      if (handle.labelValue.textContent !== text) handle.labelValue.textContent = text;
    }
  }

  private paintStock(swatch: { item: HTMLElement; badge: HTMLElement | null }, text: string | null): void {
    // Created once, then hidden or shown: moving nodes in and out on every press costs layout.
    if (text === null) {
      if (swatch.badge && !swatch.badge.hidden) swatch.badge.hidden = true;
      return;
    }
    if (!swatch.badge) {
      swatch.badge = swatch.item.ownerDocument.createElement('span');
      swatch.badge.className = 'vitrin-swatch-stock';
      swatch.badge.setAttribute('aria-hidden', 'true');
      swatch.item.append(swatch.badge);
    }
    if (swatch.badge.hidden) swatch.badge.hidden = false;
    if (swatch.badge.textContent !== text) swatch.badge.textContent = text;
  }

  private addMore(handle: ListHandle): HTMLButtonElement {
    const button = handle.list.ownerDocument.createElement('button');
    button.type = 'button';
    button.className = 'wvs-more vitrin-swatch-more';
    button.setAttribute('aria-expanded', 'false');
    const label = () => {
      button.textContent = handle.expanded ? t('swatches:less') : `+ ${t('swatches:more', { count: num(handle.items.length - handle.props.limit) })}`;
    };
    label();
    button.addEventListener('click', () => {
      handle.expanded = !handle.expanded;
      button.setAttribute('aria-expanded', String(handle.expanded));
      label();
      this.paint();
    });
    handle.list.after(button);
    return button;
  }

  private press(handle: ListHandle, item: HTMLElement): void {
    const name = handle.props.attributeName;
    const value = item.getAttribute('data-value') ?? '';
    const before = this.selection();
    const next = choose(this.variations, this.attributes(), before, name, value, this.options.flags);
    if (next === before) {
      if (item.classList.contains('disabled')) this.announce(t('swatches:notChoosable', { value: this.title(handle, value) }));
      return;
    }
    // Other lists first (deselect-unavailable clears them), the pressed one last: the variation
    // form checks the whole selection on each change and the shopper's choice must come last.
    const changed = this.lists.filter((h) => (next[h.props.attributeName] ?? '') !== h.select.value);
    changed.sort((a, b) => Number(a === handle) - Number(b === handle));
    for (const h of changed) {
      const wanted = next[h.props.attributeName] ?? '';
      if (wanted !== '' && !Array.from(h.select.options).some((o) => o.value === wanted)) continue;
      h.select.value = wanted;
      h.select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const $ = jquery();
    const cleared = (next[name] ?? '') === '';
    emit(cleared ? 'wvs-unselected-item' : 'wvs-selected-item', {
      target: item,
      detail: { value, attribute: name },
      jqueryArgs: ($$) => [value, $$(handle.select), $$(this.form)],
    });
    if ($) $(handle.select).trigger('click');
    this.paint();
    this.options.onChoose?.(next);
    this.announceChoice(handle, next);
  }

  private announceChoice(handle: ListHandle, selection: Selection): void {
    const value = selection[handle.props.attributeName] ?? '';
    const attribute = handle.label?.firstChild?.textContent?.trim() || handle.list.getAttribute('aria-label') || handle.props.attributeName;
    if (value === '') {
      this.announce(t('swatches:cleared', { attribute }));
      return;
    }
    const state = availability(this.variations, this.attributes(), selection, this.options.flags).get(handle.props.attributeName)?.get(value);
    const title = this.title(handle, value);
    if (state && state.matched && !state.inStock) this.announce(t('swatches:chosenOutOfStock', { attribute, value: title }));
    else if (state?.stockLeft != null && isComplete(this.attributes(), selection)) this.announce(t('swatches:chosenStockLeft', { attribute, value: title, count: num(state.stockLeft) }));
    else this.announce(t('swatches:chosen', { attribute, value: title }));
  }

  private announce(text: string): void {
    // Cleared first so the same sentence twice is announced twice.
    this.status.textContent = '';
    const view = this.form.ownerDocument.defaultView;
    view?.setTimeout(() => {
      this.status.textContent = text;
    }, 50);
  }

  private onKey(handle: ListHandle, event: KeyboardEvent): void {
    if (handle.native) return;
    const item = event.target instanceof Element ? event.target.closest<HTMLElement>(SWATCH_ITEM_SELECTOR) : null;
    if (!item) return;
    if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      if (!event.repeat) this.press(handle, item);
      return;
    }
    const visible = handle.items.filter((i) => !i.classList.contains('vitrin-swatch-hidden'));
    const at = visible.indexOf(item);
    if (at < 0) return;
    const rtl = isRtl(handle.list);
    let target: number | null = null;
    switch (event.key) {
      case 'ArrowDown': target = at + 1; break;
      case 'ArrowUp': target = at - 1; break;
      // Arrows follow what the shopper sees: in RTL the next swatch is on the left.
      case 'ArrowLeft': target = rtl ? at + 1 : at - 1; break;
      case 'ArrowRight': target = rtl ? at - 1 : at + 1; break;
      case 'Home': target = 0; break;
      case 'End': target = visible.length - 1; break;
      default: return;
    }
    event.preventDefault();
    const next = visible[(target + visible.length) % visible.length];
    if (!next) return;
    for (const i of handle.items) i.setAttribute('tabindex', i === next ? '0' : '-1');
    next.focus();
  }
}
