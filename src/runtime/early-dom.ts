// DOM helpers of the early event contract (./early.ts): which keys already click, a form's entries
// at the press, and the console line of a settled event.
import type { HeldEvent } from './early-types';

export const isToggle = (el: Element): el is HTMLInputElement => el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio');

/** Elements whose own activation already turns a key into a click (no need to hold the key). */
export function clicksOnKey(el: Element, key: string): boolean {
  const tag = el.tagName;
  if (tag === 'BUTTON' || tag === 'SUMMARY' || (tag === 'INPUT' && /^(button|submit|reset|checkbox|radio|image)$/i.test((el as HTMLInputElement).type))) return true;
  return key === 'Enter' && tag === 'A' && el.hasAttribute('href');
}

export function entriesOf(form: HTMLFormElement, submitter: HTMLElement | null | undefined): Array<[string, string]> {
  let data: FormData;
  try {
    data = submitter ? new FormData(form, submitter) : new FormData(form);
  } catch {
    data = new FormData(form);
  }
  const entries: Array<[string, string]> = [];
  data.forEach((value, name) => entries.push([name, typeof value === 'string' ? value : value.name]));
  return entries;
}

export function describe(el: Element): string {
  const cls = typeof el.className === 'string' && el.className.trim() ? `.${el.className.trim().split(/\s+/).slice(0, 2).join('.')}` : '';
  return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${cls}>`;
}

export function say(level: 'warn' | 'error', code: string, held: HeldEvent, message: string, cause?: unknown): void {
  const line = `[vitrin] ${code} ${held.owner}: held ${held.type} ${message} on ${describe(held.control)}`;
  if (cause === undefined) console[level](line);
  else console[level](line, cause);
}

