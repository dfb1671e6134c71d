// Issue 37: pagination/itemsBuilt and activeItems/itemsBuilt heard after each build, with the built
// element, as the plugin's Pagination.buildPagination / ActiveItems.buildItems publish them.
import { afterEach, describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import rawSettings from '../../fixtures/jet-smart-filters/recorded/settings.json';
import { readJsfSettings } from '../../adapters/jet-smart-filters/settings';
import { connectJetSmartFilters } from '../../adapters/jet-smart-filters/backend';
import { FilterGroup, type FilterEntry, type GroupDeps } from '../../src/state/filters/engine';
import { installCompat, resetCompat } from '../../src/state/filters/compat';
import { useActiveItemsBuilt, usePaginationBuilt } from './built';

afterEach(() => resetCompat());

function setup() {
  installCompat();
  const deps: GroupDeps = {
    connection: connectJetSmartFilters(readJsfSettings(rawSettings)),
    thirdParty: '',
    transport: () => new Promise(() => undefined),
    render: () => undefined,
    writeUrl: () => undefined,
    navigate: () => undefined,
    log: () => undefined,
  };
  const group = new FilterGroup('woocommerce-shortcode', 'default', deps);
  const entry = group.add({ kind: 'pagination', provider: 'woocommerce-shortcode', queryId: 'default', queryType: '', queryVar: '', suffix: '', applyType: 'ajax', position: 0 }, false);
  const heard: Array<{ channel: string; arg: Record<string, unknown>; items: number }> = [];
  const bus = (window as unknown as { JetSmartFilters: { events: { subscribe(c: string, f: (a: Record<string, unknown>) => void): void } } }).JetSmartFilters.events;
  for (const channel of ['pagination/itemsBuilt', 'activeItems/itemsBuilt']) {
    bus.subscribe(channel, (arg) => {
      const el = (arg.$filter ?? arg.$activeItemsContainer) as Element;
      heard.push({ channel, arg, items: el.querySelectorAll('.item').length });
    });
  }
  return { group, entry, heard };
}

function Pages({ group, entry, pages }: { group: FilterGroup; entry: FilterEntry; pages: number }) {
  const host = document.getElementById('host') ?? document.body;
  usePaginationBuilt(group, entry, host, String(pages));
  return (
    <>
      {Array.from({ length: pages }, (_, i) => (
        <div key={i} className="item" tabIndex={0}>{i + 1}</div>
      ))}
    </>
  );
}

describe('issue 37: the itemsBuilt channels', () => {
  it('pagination/itemsBuilt after each build with new items, its $filter holding them; not for a re-render that draws the same', () => {
    const { group, entry, heard } = setup();
    document.body.innerHTML = '<div id="host"></div>';
    const host = document.getElementById('host') ?? document.body;
    const view = render(<Pages group={group} entry={entry} pages={3} />, { container: host });
    view.rerender(<Pages group={group} entry={entry} pages={3} />);
    view.rerender(<Pages group={group} entry={entry} pages={5} />);
    expect(heard.map((h) => [h.channel, h.items])).toEqual([['pagination/itemsBuilt', 3], ['pagination/itemsBuilt', 5]]);
    expect(heard[0]?.arg).toMatchObject({ name: 'pagination', provider: 'woocommerce-shortcode', queryId: 'default', pageIndex: 1 });
    view.unmount();
  });

  it('activeItems/itemsBuilt names its provider and hands the built container', () => {
    const { group, heard } = setup();
    document.body.innerHTML = '<div id="active"><div class="item"></div></div>';
    const active = document.getElementById('active') ?? document.body;
    function Active() {
      useActiveItemsBuilt(group, active, 'one');
      return null;
    }
    const view = render(<Active />);
    expect(heard.map((h) => [h.channel, h.items])).toEqual([['activeItems/itemsBuilt', 1]]);
    expect(heard[0]?.arg).toMatchObject({ provider: 'woocommerce-shortcode', queryId: 'default', activeItems: [] });
    view.unmount();
  });
});
