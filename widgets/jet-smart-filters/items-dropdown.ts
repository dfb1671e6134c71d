// The list filters' dropdown layout (templates/common/filter-items-dropdown.php): the plugin prints
// `.jet-filter-items-dropdown` AROUND the filter element, so its label and body are outside the
// list's React root (whose container is the filter element) and React cannot render them without
// owning the whole block. This hook is the one place that writes to them by hand: the label's
// button role, state and summary text ("قرمز و ۲ مورد دیگر"), and the open class. The open state
// itself is React state of the list view; everything written is undone when the root unmounts.
import { useEffect, useLayoutEffect, useState } from 'react';

export interface ItemsDropdown {
  /** The printed label text, shown while nothing is chosen. */
  placeholder: string;
}

/** The dropdown around `element`, if the plugin printed one; `summary` undefined shows the placeholder. */
export function useItemsDropdown(element: HTMLElement, summary: string | undefined, closeOnApply: boolean): ItemsDropdown | undefined {
  const [parts] = useState(() => {
    const dropdown = element.parentElement?.closest<HTMLElement>('.jet-filter-items-dropdown');
    const label = dropdown?.querySelector<HTMLElement>(':scope > .jet-filter-items-dropdown__label');
    if (!dropdown || !label) return undefined;
    const body = dropdown.querySelector<HTMLElement>(':scope > .jet-filter-items-dropdown__body');
    return { dropdown, label, body, placeholder: label.textContent ?? '' };
  });
  const [open, setOpen] = useState(false);

  // The label becomes the disclosure button of the body (restored as printed at unmount).
  useLayoutEffect(() => {
    if (!parts) return;
    const { label, body } = parts;
    const saved = ['role', 'tabindex', 'aria-controls', 'aria-expanded', 'aria-label'].map((name) => [name, label.getAttribute(name)] as const);
    const bodyId = body?.id;
    if (body && !body.id) body.id = `vitrin-dropdown-${Math.random().toString(36).slice(2, 9)}`;
    label.setAttribute('role', 'button');
    label.tabIndex = 0;
    if (body) label.setAttribute('aria-controls', body.id);
    return () => {
      for (const [name, value] of saved) {
        if (value === null) label.removeAttribute(name);
        else label.setAttribute(name, value);
      }
      if (body && !bodyId) body.removeAttribute('id');
      label.textContent = parts.placeholder;
      parts.dropdown.classList.remove('jet-dropdown-open');
    };
  }, [parts]);

  useLayoutEffect(() => {
    if (!parts) return;
    parts.dropdown.classList.toggle('jet-dropdown-open', open);
    parts.label.setAttribute('aria-expanded', String(open));
    const text = summary ?? parts.placeholder;
    if (parts.label.textContent !== text) parts.label.textContent = text;
    // What is chosen, said with what it is chosen for («انتخاب رنگ: قرمز و ۱ مورد دیگر»): the
    // summary alone lost which filter it was.
    if (summary === undefined) parts.label.removeAttribute('aria-label');
    else parts.label.setAttribute('aria-label', `${parts.placeholder}: ${summary}`);
  }, [parts, open, summary]);

  useEffect(() => {
    if (!parts) return;
    const { dropdown, label } = parts;
    const controller = new AbortController();
    const on = { signal: controller.signal };
    label.addEventListener('click', () => setOpen((o) => !o), on);
    label.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      setOpen((o) => !o);
    }, on);
    dropdown.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape' || !dropdown.classList.contains('jet-dropdown-open')) return;
      setOpen(false);
      label.focus();
    }, on);
    let pressing = false;
    // Closes on an outside click and when focus leaves it (Tab from the last item).
    document.addEventListener('click', (event) => {
      // The press is over (its focus move came before its click, by mouse or touch): a Tab right
      // after it is focus leaving again, even before the pointerup's timer below has run.
      pressing = false;
      if (event.target instanceof Node && !dropdown.contains(event.target)) setOpen(false);
    }, on);
    if (closeOnApply) {
      dropdown.addEventListener('click', (event) => {
        if (event.target instanceof Element && event.target.closest('.apply-filters__button')) setOpen(false);
      }, on);
    }
    // A press on an option's label (not focusable itself) moves focus to the nearest focusable
    // ancestor (or nowhere) before its click: that is not focus leaving, and closing then would
    // swallow the click. The outside-click rule above covers presses elsewhere.
    dropdown.addEventListener('pointerdown', () => {
      pressing = true;
    }, on);
    document.addEventListener('pointerup', () => {
      setTimeout(() => {
        pressing = false;
      }, 0);
    }, on);
    dropdown.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && dropdown.contains(event.relatedTarget)) return;
      if (pressing) return;
      setOpen(false);
    }, on);
    return () => controller.abort();
  }, [parts, closeOnApply]);

  return parts ? { placeholder: parts.placeholder } : undefined;
}
