// The early event contract on its own (happy-dom): what a shopper's first presses become while the
// code that owns them is on its way: replayed once and in order, given the browser's default when
// that code fails or is late, or dropped with a coded line when what they pressed is gone or changed.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installEarlyContract, type EarlyContract } from './early';
import type { EarlyRule } from './early-rules';
import { captureRules } from './early-table';
import { lazyBehaviour, lazyWidget, type Behaviour } from './types';

const never = (): Promise<Behaviour> => new Promise<Behaviour>(() => undefined);
const rules: EarlyRule[] = captureRules(
  [lazyWidget({ name: 'swatch', selectors: ['ul.swatches'], capture: [{ selector: 'ul.swatches li', on: ['click', 'key'], prevent: true }], load: () => new Promise(() => undefined) })],
  [
    lazyBehaviour({
      name: 'cart',
      selectors: ['.add'],
      capture: [
        { selector: 'a.add', on: ['click', 'key'], prevent: true, busy: 'loading' },
        { selector: 'form.cart', on: ['submit'], prevent: true, busy: 'loading' },
        { selector: 'form.cart button', on: ['click'], prevent: true, busy: 'loading', behind: true },
      ],
      load: never,
    }),
    lazyBehaviour({ name: 'filter', selectors: ['.filter'], capture: [{ selector: '.filter input', on: ['change'] }], load: never }),
  ],
);

let contract: EarlyContract;
let heard: string[];
const record = (event: Event) => {
  const target = event.target instanceof Element ? event.target : null;
  heard.push(`${event.type}:${target?.getAttribute('data-name') ?? target?.tagName.toLowerCase() ?? ''}:${event.defaultPrevented ? 'prevented' : 'open'}`);
};
const flush = async () => {
  for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(() => {
  heard = [];
  document.body.innerHTML = `
    <ul class="swatches"><li data-name="red">red</li></ul>
    <a class="add" data-name="add" role="button" href="#added">add</a>
    <form class="cart" data-name="form"><input name="qty" value="1"><button type="submit" name="add-to-cart" value="7" data-name="send">send</button></form>
    <div class="filter"><input type="checkbox" data-name="tick" value="red"></div>`;
  contract = installEarlyContract(document, rules, { shopperEvent: () => true });
  // What the page's own listeners (and the owner, once there) hear: after the contract, at the document.
  for (const type of ['click', 'submit', 'change', 'keydown']) document.addEventListener(type, record);
});

afterEach(() => {
  for (const type of ['click', 'submit', 'change', 'keydown']) document.removeEventListener(type, record);
  contract.dispose();
  vi.restoreAllMocks();
});

const click = (selector: string) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, clientX: 12, clientY: 34, ctrlKey: false });
  document.querySelector(selector)?.dispatchEvent(event);
  return event;
};

describe('early event contract', () => {
  it('holds a press on a control whose behaviour is not there: prevented, busy at once, heard by no one until it is replayed once', async () => {
    const event = click('a.add');
    const link = document.querySelector('a.add');
    expect(event.defaultPrevented).toBe(true);
    expect(heard).toEqual([]);
    expect(link?.getAttribute('aria-busy')).toBe('true');
    expect(link?.classList.contains('loading')).toBe(true);
    contract.behaviour('cart', true);
    await flush();
    expect(heard).toEqual(['click:add:open']);
    expect(link?.hasAttribute('aria-busy')).toBe(false);
    expect(link?.classList.contains('loading')).toBe(false);
    expect(contract.settled.map((h) => [h.owner, h.outcome, h.init.clientX])).toEqual([['cart', 'replayed', 12]]);
    // Once the owner is there, presses are its own: nothing is held.
    click('a.add');
    expect(heard).toEqual(['click:add:open', 'click:add:open']);
  });

  it('replays in the order the shopper acted: a later press waits for an earlier one whose widget is still loading', async () => {
    click('ul.swatches li');
    click('a.add');
    contract.behaviour('cart', true);
    await flush();
    expect(heard).toEqual([]);
    document.querySelector('ul.swatches')?.setAttribute('data-vitrin-status', 'mounted');
    contract.pump();
    await flush();
    expect(heard).toEqual(['click:red:open', 'click:add:open']);
  });

  it('a press whose owner is already there waits behind an earlier held press in the same form', async () => {
    document.querySelector('form.cart')?.insertAdjacentHTML('afterbegin', '<ul class="swatches"><li data-name="blue">blue</li></ul>');
    contract.behaviour('cart', true);
    await flush();
    click('form.cart ul.swatches li');
    const form = document.querySelector<HTMLFormElement>('form.cart');
    form?.addEventListener('submit', (event) => event.preventDefault());
    form?.requestSubmit();
    expect(heard).toEqual([]);
    form?.querySelector('ul.swatches')?.setAttribute('data-vitrin-status', 'mounted');
    contract.pump();
    await flush();
    expect(heard).toEqual(['click:blue:open', 'submit:form:prevented']);
  });

  it('the add button pressed behind a held swatch waits for it, though the form\'s own check is there: the choice, then the add', async () => {
    // The variation form is mounted and turns the button away until a swatch is chosen (its
    // "choose an option"); the swatches' code is still on its way.
    const form = document.querySelector<HTMLFormElement>('form.cart');
    form?.insertAdjacentHTML('afterbegin', '<ul class="swatches"><li data-name="blue">blue</li></ul>');
    let chosen = false;
    form?.addEventListener('click', (event) => {
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('li')) chosen = true;
      else if (target?.closest('button') && !chosen) event.preventDefault();
    });
    form?.addEventListener('submit', (event) => event.preventDefault());
    click('form.cart ul.swatches li');
    const press = click('form.cart button');
    const send = document.querySelector('form.cart button');
    expect(press.defaultPrevented).toBe(true);
    expect(send?.classList.contains('loading')).toBe(true);
    // A second press of the same waiting button is the same press.
    click('form.cart button');
    expect(contract.held.map((h) => h.type)).toEqual(['click', 'click']);
    expect(heard).toEqual([]);
    contract.behaviour('cart', true);
    form?.querySelector('ul.swatches')?.setAttribute('data-vitrin-status', 'mounted');
    contract.pump();
    await flush();
    expect(heard.slice(0, 2)).toEqual(['click:blue:open', 'click:send:open']);
    expect(contract.settled.map((h) => [h.type, h.outcome])).toEqual([
      ['click', 'replayed'],
      ['click', 'replayed'],
    ]);
    expect(send?.classList.contains('loading')).toBe(false);
  });

  it('the add button pressed with nothing held before it is not held: its click is the page\'s at once', () => {
    const send = document.querySelector('form.cart button');
    send?.addEventListener('click', (event) => event.preventDefault());
    const press = click('form.cart button');
    expect(heard).toEqual(['click:send:prevented']);
    expect(contract.held).toEqual([]);
    expect(press.defaultPrevented).toBe(true);
    expect(send?.hasAttribute('aria-busy')).toBe(false);
  });

  it('gives a held press the browser\'s default when its code fails (V045), exactly once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    click('a.add');
    contract.behaviour('cart', false);
    await flush();
    // The click goes on, unprevented: the link's own navigation happens.
    expect(heard).toEqual(['click:add:open']);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^\[vitrin\] V045 cart: held click given the browser's default: its code could not be loaded \(V040\) on <a\.add>/)]);
    contract.behaviour('cart', true);
    await flush();
    expect(heard).toHaveLength(1);
  });

  it('gives the default when the code does not come within the chunk wait limit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    contract.setLimit(30);
    click('a.add');
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(heard).toEqual(['click:add:open']);
    expect(String(warn.mock.calls[0]?.[0])).toContain('within the chunk wait limit');
  });

  it('holds a submit with its submitter and the form\'s data, and replays it with the same submitter', async () => {
    const form = document.querySelector<HTMLFormElement>('form.cart');
    const send = document.querySelector<HTMLButtonElement>('form.cart button');
    if (!form || !send) throw new Error('fixture');
    let submitter: string | undefined;
    form.addEventListener('submit', (event) => {
      submitter = (event.submitter as HTMLElement | null)?.getAttribute('data-name') ?? undefined;
      event.preventDefault();
    });
    form.requestSubmit(send);
    expect(heard).toEqual([]);
    expect(send.getAttribute('aria-busy')).toBe('true');
    expect(contract.held[0]?.data).toEqual([['qty', '1'], ['add-to-cart', '7']]);
    contract.behaviour('cart', true);
    await flush();
    expect(heard).toEqual(['submit:form:prevented']);
    expect(submitter).toBe('send');
  });

  it('drops a held submit whose form the shopper changed afterwards (V044): no add with stale fields, the busy state ends', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = document.querySelector<HTMLFormElement>('form.cart');
    const qty = document.querySelector<HTMLInputElement>('input[name="qty"]');
    form?.requestSubmit(document.querySelector<HTMLButtonElement>('form.cart button'));
    if (qty) qty.value = '3';
    qty?.dispatchEvent(new Event('input', { bubbles: true }));
    contract.behaviour('cart', true);
    await flush();
    expect(heard.filter((h) => h.startsWith('submit'))).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[vitrin\] V044 cart: held submit dropped: the form was changed after the press/);
    expect(document.querySelector('form.cart button')?.hasAttribute('aria-busy')).toBe(false);
  });

  /**
   * A swatch held, the add button held behind it, then the quantity edited; returns what makes the
   * owners ready and lets the held presses go (the test may press again before it).
   */
  function addHeldBehindSwatchThenEdited(): () => Promise<void> {
    const form = document.querySelector<HTMLFormElement>('form.cart');
    form?.insertAdjacentHTML('afterbegin', '<ul class="swatches"><li data-name="blue">blue</li></ul>');
    form?.addEventListener('submit', (event) => event.preventDefault());
    click('form.cart ul.swatches li');
    click('form.cart button');
    const qty = document.querySelector<HTMLInputElement>('input[name="qty"]');
    if (qty) qty.value = '3';
    qty?.dispatchEvent(new Event('input', { bubbles: true }));
    return async () => {
      contract.behaviour('cart', true);
      form?.querySelector('ul.swatches')?.setAttribute('data-vitrin-status', 'mounted');
      contract.pump();
      await flush();
    };
  }

  it('drops a held press of the add button whose form the shopper changed afterwards (V044), as a held submit', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // The shopper changes the quantity while both wait: the add would go with 3, not what was pressed.
    const ready = addHeldBehindSwatchThenEdited();
    await ready();
    // The choice is still made (a choice is not stale); the add is not sent.
    expect(heard.filter((h) => !h.startsWith('change'))).toEqual(['click:blue:open']);
    expect(contract.settled.map((h) => [h.type, h.outcome])).toEqual([
      ['click', 'replayed'],
      ['click', 'dropped'],
    ]);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/^\[vitrin\] V044 cart: held click dropped: the form was changed after the press/)]);
    expect(document.querySelector('form.cart button')?.classList.contains('loading')).toBe(false);
  });

  it('the add pressed again after the edit is the shopper\'s press: the stale one dropped, the new one sent once', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ready = addHeldBehindSwatchThenEdited();
    click('form.cart button');
    await ready();
    // The new press, replayed, submits the form as it now is.
    expect(heard.filter((h) => !h.startsWith('change'))).toEqual(['click:blue:open', 'click:send:open', 'submit:form:prevented']);
    expect(contract.settled.map((h) => [h.type, h.outcome])).toEqual([
      ['click', 'replayed'],
      ['click', 'dropped'],
      ['click', 'replayed'],
    ]);
  });

  it('a submit again after the form was edited is sent; the one before the edit is not', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = document.querySelector<HTMLFormElement>('form.cart');
    const qty = document.querySelector<HTMLInputElement>('input[name="qty"]');
    form?.requestSubmit();
    if (qty) qty.value = '3';
    qty?.dispatchEvent(new Event('input', { bubbles: true }));
    form?.requestSubmit();
    expect(contract.held).toHaveLength(2);
    form?.addEventListener('submit', (event) => event.preventDefault());
    contract.behaviour('cart', true);
    await flush();
    expect(heard.filter((h) => h.startsWith('submit'))).toEqual(['submit:form:prevented']);
    expect(contract.settled.map((h) => h.outcome)).toEqual(['dropped', 'replayed']);
  });

  it('a field joined to the form by form="…" counts as an edit of it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = document.querySelector<HTMLFormElement>('form.cart');
    if (form) form.id = 'cart-form';
    form?.insertAdjacentHTML('afterbegin', '<ul class="swatches"><li data-name="blue">blue</li></ul>');
    document.body.insertAdjacentHTML('beforeend', '<input name="note" form="cart-form" data-name="note">');
    click('form.cart ul.swatches li');
    click('form.cart button');
    document.querySelector('input[name="note"]')?.dispatchEvent(new Event('input', { bubbles: true }));
    contract.behaviour('cart', true);
    form?.querySelector('ul.swatches')?.setAttribute('data-vitrin-status', 'mounted');
    contract.pump();
    await flush();
    expect(contract.settled.map((h) => h.outcome)).toEqual(['replayed', 'dropped']);
    expect(warn.mock.calls.map((c) => String(c[0]))).toEqual([expect.stringMatching(/V044/)]);
  });

  it('a second submit of a form already held is the same press: sent once', async () => {
    const form = document.querySelector<HTMLFormElement>('form.cart');
    form?.requestSubmit();
    form?.requestSubmit();
    expect(contract.held).toHaveLength(1);
    form?.addEventListener('submit', (event) => event.preventDefault());
    contract.behaviour('cart', true);
    await flush();
    expect(heard).toEqual(['submit:form:prevented']);
  });

  it('drops a held press whose control left the page before its code came (V043)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    click('a.add');
    document.querySelector('a.add')?.replaceWith(document.createElement('span'));
    contract.behaviour('cart', true);
    await flush();
    expect(heard).toEqual([]);
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[vitrin\] V043 cart: held click dropped: its control left the page/);
  });

  it('a family left to its original (V047) is withdrawn: a held press goes through to the page once, later presses are not held', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    click('a.add');
    click('ul.swatches li');
    expect(heard).toEqual([]);
    contract.withdraw(['cart']);
    await flush();
    // The original's delegated handlers (here: the page's own listener) hear the held press, once;
    // the swatch's owner still comes, so its press stays held.
    expect(heard).toEqual(['click:add:open']);
    expect(document.querySelector('a.add')?.hasAttribute('aria-busy')).toBe(false);
    expect(contract.settled.map((h) => [h.owner, h.outcome])).toEqual([['cart', 'native']]);
    const later = click('a.add');
    expect(later.defaultPrevented).toBe(false);
    expect(heard).toEqual(['click:add:open', 'click:add:open']);
    expect(contract.held.map((h) => h.owner)).toEqual(['swatch']);
  });

  it('a replay that throws gets the browser\'s default instead (V046), never both', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const form = document.querySelector<HTMLFormElement>('form.cart');
    if (!form) throw new Error('fixture');
    form.requestSubmit();
    const native = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    form.requestSubmit = () => {
      throw new Error('replay broke');
    };
    contract.behaviour('cart', true);
    await flush();
    expect(String(error.mock.calls[0]?.[0])).toMatch(/^\[vitrin\] V046 cart: held submit could not be replayed/);
    expect(native).toHaveBeenCalledTimes(1);
    expect(contract.settled.map((h) => h.outcome)).toEqual(['native']);
  });

  it('Space on a link-button is held (it does not click by itself); Enter on a link is left to become a click', async () => {
    const link = document.querySelector('a.add');
    const space = new KeyboardEvent('keydown', { key: ' ', code: 'Space', bubbles: true, cancelable: true });
    link?.dispatchEvent(space);
    expect(space.defaultPrevented).toBe(true);
    const enter = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
    link?.dispatchEvent(enter);
    expect(enter.defaultPrevented).toBe(false);
    expect(contract.held.map((h) => h.type)).toEqual(['keydown']);
    contract.behaviour('cart', true);
    await flush();
    // The Enter went on to the page at once; the Space comes back once the owner is there.
    expect(heard).toEqual(['keydown:add:open', 'keydown:add:open']);
  });

  it('a tick is not prevented; put back before its widget reads the page, it is replayed as a tick the widget hears', async () => {
    const box = document.querySelector<HTMLInputElement>('.filter input');
    if (!box) throw new Error('fixture');
    box.click();
    expect(box.checked).toBe(true);
    expect(heard.filter((h) => h.startsWith('change'))).toEqual([]);
    const host = document.querySelector('.filter');
    if (host) contract.rewind(host);
    expect(box.checked).toBe(false);
    contract.behaviour('filter', true);
    await flush();
    expect(box.checked).toBe(true);
    expect(heard.filter((h) => h.startsWith('change'))).toEqual(['change:tick:open']);
  });

  it('an interaction-deferred mount point holds what is pressed in it until it is mounted', async () => {
    document.body.insertAdjacentHTML('beforeend', '<div id="late" data-vitrin-hold="toggle" data-vitrin-status="mounting"><button data-name="eye">eye</button></div>');
    const event = click('#late button');
    expect(event.defaultPrevented).toBe(true);
    document.querySelector('#late')?.setAttribute('data-vitrin-status', 'mounted');
    contract.pump();
    await flush();
    expect(heard).toEqual(['click:eye:open']);
  });
});
