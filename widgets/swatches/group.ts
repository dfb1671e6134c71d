// One variations form's (or archive card's) swatch lists together: every list of a form is its own
// React root (SwatchList.tsx), and they share this group — the variations, the options and the
// selection, which lives in the shared variation state (src/state/variations.ts), not here. A press
// in one list writes that state and the hidden selects, and every list re-renders from the state.
// The selects stay what other scripts read: the variation form and anything else listening to
// them see what the shopper chose. No rendering here: the components draw, this decides and tells.
import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-core';
import { emit, jquery } from '../../src/host/events';
import { t } from '../../src/i18n';
import { toPersianDigits } from '../../src/i18n/format';
import '../../src/i18n/namespaces/swatches';
import { announcer, liveRegion } from '../../src/ui/live-region';
import { updateVariationSelection, variationState, type VariationSelection } from '../../src/state/variations';
import {
  availability, choose, isComplete,
  type Availability, type Selection, type SwatchAttribute, type SwatchFlags, type SwatchVariation,
} from './swatches.connector';

export interface GroupOptions {
  flags: SwatchFlags;
  showLabel: boolean;
  separator: string;
  /** Told each choice (archive cards follow it with their image and link). */
  onChoose?: (selection: Selection) => void;
  /** Runs a state write so React commits it before returning (flushSync from the view). */
  commit: (write: () => void) => void;
}

export interface ListEntry {
  attributeName: string;
  values: ReadonlyArray<{ value: string; title: string }>;
  /** The plugin's hidden select (null under an archive card: the choice lives in the state alone). */
  select: HTMLSelectElement | null;
  /** The row label's text («رنگ»), for announcements. */
  attributeLabel: string;
}

const STATUS = { className: 'vitrin-swatches-status screen-reader-text' };
const status = announcer(STATUS);
let liveGroups = 0;

export const num = (n: number): string => toPersianDigits(n);

/** What a swatch list renders from and presses into (SwatchGroup; the bench's fixed-state stand-in). */
export interface SwatchModel {
  readonly selection: ReadonlySignal<VariationSelection>;
  readonly states: ReadonlySignal<Availability>;
  readonly options: Pick<GroupOptions, 'showLabel' | 'separator'>;
  title(entry: ListEntry, value: string): string;
  press(entry: ListEntry, value: string, item: HTMLElement): void;
}

export class SwatchGroup implements SwatchModel {
  readonly lists: Signal<readonly ListEntry[]> = signal([]);
  readonly selection: ReadonlySignal<VariationSelection>;
  /** Every value's state for the current selection, recomputed once per change for all lists. */
  readonly states: ReadonlySignal<Availability>;
  private readonly controller = new AbortController();

  constructor(
    private readonly container: HTMLElement,
    private readonly variations: readonly SwatchVariation[] | null,
    readonly options: GroupOptions,
  ) {
    this.selection = variationState(container).selection;
    this.states = computed(() => availability(this.variations, this.attributes(this.lists.value), this.selection.value, options.flags));
    liveGroups++;
    const signal = this.controller.signal;
    // The variation form clears impossible choices and resets; another script may set a select:
    // the state follows the selects.
    for (const name of ['change', 'woocommerce_variation_has_changed', 'reset_data']) {
      container.addEventListener(name, (event) => {
        if (name !== 'change' || event.target instanceof HTMLSelectElement) this.syncFromSelects();
      }, { signal });
    }
    container.classList.add('wvs-loaded');
    // The region is on the page before the first press (issue 34): made in the press, its insertion
    // had the runtime scan the new node inside the press's task; and a screen reader hears a region
    // that was there before the message more surely than one made with it.
    liveRegion(STATUS, container.ownerDocument);
  }

  /** True while a press commits (see syncFromSelects). */
  private pressing = false;

  get size(): number {
    return this.lists.peek().length;
  }

  /** Adds a list; returns what removes it again. */
  join(entry: ListEntry): () => void {
    this.lists.value = [...this.lists.peek(), entry];
    // Called from the list's layout effect, inside React's commit: written as is (React renders it
    // right after this commit), never through commit().
    if (entry.select) updateVariationSelection(this.container, { [entry.attributeName]: entry.select.value });
    return () => {
      this.lists.value = this.lists.peek().filter((e) => e !== entry);
    };
  }

  dispose(): void {
    clearTimeout(this.announcing);
    this.controller.abort();
    this.container.classList.remove('wvs-loaded');
    liveGroups--;
    // The kit's region was made for the swatches: it goes when the last of them does.
    if (liveGroups === 0) this.container.ownerDocument.querySelector(`.${STATUS.className.split(' ')[0] ?? ''}`)?.remove();
  }

  private attributes(lists: readonly ListEntry[]): SwatchAttribute[] {
    return lists.map((e) => ({ name: e.attributeName, values: e.values.map((v) => v.value) }));
  }

  /** The current choice of this group's attributes. */
  current(): Selection {
    const all = this.selection.peek();
    return Object.fromEntries(this.lists.peek().map((e) => [e.attributeName, all[e.attributeName] ?? '']));
  }

  private syncFromSelects(): void {
    const fromSelects = Object.fromEntries(this.lists.peek().filter((e) => e.select).map((e) => [e.attributeName, e.select?.value ?? '']));
    // Inside a press's own commit the form's change chain fires change, reset_data and
    // woocommerce_variation_has_changed; the press commits once at its end. A commit per event
    // rendered the group three more times in the press's task (issue 34: the swatch's INP).
    if (this.pressing) updateVariationSelection(this.container, fromSelects);
    else this.options.commit(() => updateVariationSelection(this.container, fromSelects));
  }

  title(entry: ListEntry, value: string): string {
    return entry.values.find((v) => v.value === value)?.title ?? value;
  }

  /** Sets the selects the chosen `next` changes, firing their change events. */
  private writeSelects(entry: ListEntry, next: Selection): void {
    // Other lists first (deselect-unavailable clears them), the pressed one last: the variation
    // form checks the whole selection on each change and the shopper's choice must come last.
    const changed = this.lists.peek().filter((e) => e.select && (next[e.attributeName] ?? '') !== e.select.value);
    changed.sort((a, b) => Number(a === entry) - Number(b === entry));
    for (const e of changed) {
      const select = e.select;
      const wanted = next[e.attributeName] ?? '';
      if (!select || (wanted !== '' && !Array.from(select.options).some((o) => o.value === wanted))) continue;
      select.value = wanted;
      select.dispatchEvent(new Event('change', { bubbles: true }));
    }
    updateVariationSelection(this.container, next);
  }

  /** A press on `value` of `entry`'s list (click, Space, Enter, a radio ticked); `item` is the swatch pressed. */
  press(entry: ListEntry, value: string, item: HTMLElement): void {
    const name = entry.attributeName;
    const attributes = this.attributes(this.lists.peek());
    const before = this.current();
    const next = choose(this.variations, attributes, before, name, value, this.options.flags);
    if (next === before) {
      if (!this.states.peek().get(name)?.get(value)?.clickable) this.announceAfterPress(() => this.announce(t('swatches:notChoosable', { value: this.title(entry, value) })));
      return;
    }
    this.options.commit(() => {
      this.pressing = true;
      try {
        this.writeSelects(entry, next);
      } finally {
        this.pressing = false;
      }
    });
    const $ = jquery();
    const cleared = (next[name] ?? '') === '';
    emit(cleared ? 'wvs-unselected-item' : 'wvs-selected-item', {
      target: item,
      detail: { value, attribute: name },
      jqueryArgs: ($$) => [value, entry.select ? $$(entry.select) : $$([]), $$(this.container)],
    });
    if ($ && entry.select) $(entry.select).trigger('click');
    this.options.onChoose?.(next);
    this.announceAfterPress(() => this.announceChoice(entry, next, attributes));
  }

  private announcing: ReturnType<typeof setTimeout> | undefined;

  /**
   * What a press says is worked out in a task after the press (its text looked up, the region
   * emptied and filled): the sentence is read 50 ms later anyway, and the press's paint waits for
   * none of it (issue 34). The latest press's sentence wins, as the region's own delay has it.
   */
  private announceAfterPress(say: () => void): void {
    clearTimeout(this.announcing);
    this.announcing = setTimeout(() => {
      this.announcing = undefined;
      say();
    }, 0);
  }

  private announceChoice(entry: ListEntry, selection: Selection, attributes: SwatchAttribute[]): void {
    const value = selection[entry.attributeName] ?? '';
    const attribute = entry.attributeLabel;
    if (value === '') {
      this.announce(t('swatches:cleared', { attribute }));
      return;
    }
    const state = this.states.peek().get(entry.attributeName)?.get(value);
    const title = this.title(entry, value);
    if (state && state.matched && !state.inStock) this.announce(t('swatches:chosenOutOfStock', { attribute, value: title }));
    else if (state?.stockLeft != null && isComplete(attributes, selection)) this.announce(t('swatches:chosenStockLeft', { attribute, value: title, count: num(state.stockLeft) }));
    else this.announce(t('swatches:chosen', { attribute, value: title }));
  }

  private announce(text: string): void {
    // Emptied first so the same sentence twice is read twice.
    status.clear();
    status.announce(text, 50);
  }
}
