import { describe, expect, it } from 'vitest';
import { buildClone, showClone } from './clone';

const TEMPLATE = '\n<div class="whb-sticky-header whb-clone whb-main-header <%wrapperClasses%>"><div class="<%cloneClass%>"><div class="whb-row whb-flex-equal-sides">'
  + '<%.site-logo%><%.wd-header-cart%><%.nothing-here%><%a:::bad%></div></div></div>';

function header(): HTMLElement {
  document.body.innerHTML = `<header class="whb-header whb-sticky-clone"><div class="whb-row whb-general-header whb-sticky-row">
    <div class="site-logo"><a id="logo" href="/">ویترین</a></div><div class="wd-header-cart"><a href="/cart/">سبد</a></div><div class="site-logo">second</div>
  </div></header>`;
  return document.querySelector<HTMLElement>('header') ?? document.body;
}

describe('clone sticky header (headerBuilder.js clone mode)', () => {
  it('fills each <%selector%> with the first match, the data keys from the header, and nothing for the rest', () => {
    const clone = buildClone(header(), TEMPLATE, true);
    expect(clone?.className).toBe('whb-sticky-header whb-clone whb-main-header whb-hide-on-scroll');
    expect(clone?.querySelector('.whb-general-header')?.className).toBe('whb-row whb-general-header whb-sticky-row whb-flex-flex-middle');
    expect(clone?.querySelectorAll('.site-logo')).toHaveLength(1);
    expect(clone?.querySelector('.site-logo')?.textContent).toBe('ویترین');
    expect(clone?.querySelector('.wd-header-cart a')?.getAttribute('href')).toBe('/cart/');
    // Ids are not repeated; rows get Woodmart's clone alignment.
    expect(clone?.querySelector('[id]')).toBeNull();
    expect(clone?.querySelector('.whb-flex-equal-sides')).toBeNull();
    expect(clone?.querySelector('.whb-flex-flex-middle')).not.toBeNull();
  });

  it('a template without an element gives no clone; hidden clones are inert and not announced', () => {
    expect(buildClone(header(), '<%.site-logo%>'.replace('<%.site-logo%>', 'text only'), false)).toBeNull();
    const clone = buildClone(header(), TEMPLATE, false);
    if (!clone) throw new Error('no clone');
    showClone(clone, false);
    expect(clone.hasAttribute('inert')).toBe(true);
    expect(clone.getAttribute('aria-hidden')).toBe('true');
    showClone(clone, true);
    expect(clone.hasAttribute('inert')).toBe(false);
    expect(clone.hasAttribute('aria-hidden')).toBe(false);
  });
});
