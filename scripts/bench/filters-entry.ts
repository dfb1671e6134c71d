// In-page half of scripts/bench-filters.ts: the filter engine rendering an answer into a listing
// (the production path: FilterGroup.receive → renderAnswer → runtime rescan of the new HTML), and
// the floor: the same HTML swapped in with innerHTML.
import { FilterGroup, type GroupDeps } from '../../src/state/filters/engine';
import { renderAnswer } from '../../src/state/filters/page';
import { readJsfSettings } from '../../adapters/jet-smart-filters/settings';
import { connectJetSmartFilters } from '../../adapters/jet-smart-filters/backend';
import type { ApplyAnswer } from '../../adapters/jet-smart-filters/request';
import { boot } from '../../src/runtime/boot';
import { widgets, behaviours } from '../../widgets';

interface BenchInput {
  settings: unknown;
  answers: string[];
}

declare global {
  interface Window {
    FilterBench: { setup(input: BenchInput): void; vitrin(i: number): Promise<number>; floor(i: number): Promise<number> };
  }
}

let group: FilterGroup | undefined;
let answers: string[] = [];

function layout(): void {
  // Count style and layout in both: what the shopper waits for is pixels, not DOM nodes.
  void document.body.offsetHeight;
}

window.FilterBench = {
  setup(input) {
    answers = input.answers;
    const settings = readJsfSettings(input.settings);
    boot(widgets, behaviours);
    const deps: GroupDeps = {
      connection: connectJetSmartFilters(settings),
      thirdParty: '',
      transport: () => Promise.reject(new Error('not used')),
      render: renderAnswer,
      writeUrl: () => undefined,
      navigate: () => undefined,
      log: () => undefined,
    };
    group = new FilterGroup('woocommerce-shortcode', 'default', deps);
    group.add({ kind: 'checkboxes', provider: 'woocommerce-shortcode', queryId: 'default', queryType: 'tax_query', queryVar: 'pa_color', suffix: '', applyType: 'mixed', position: 0 }, false);
  },
  async vitrin(i) {
    if (!group) throw new Error('setup first');
    const answer: ApplyAnswer = { content: answers[i % answers.length] ?? '', pagination: { found_posts: 48, max_num_pages: 1, page: 1 }, isData: false, fragments: {} };
    const start = performance.now();
    // The engine's own path for an answer: props, indexer data, content, events, live count.
    (group as unknown as { receive(a: ApplyAnswer, loadMore: boolean): void }).receive(answer, false);
    layout();
    const ms = performance.now() - start;
    // Let the runtime's MutationObserver rescan (mounts the new cards' widgets) outside the timing.
    await new Promise((r) => setTimeout(r, 0));
    return ms;
  },
  async floor(i) {
    const el = document.querySelector('.vitrin-jsf-provider');
    if (!el) throw new Error('no provider');
    const start = performance.now();
    el.innerHTML = answers[i % answers.length] ?? '';
    layout();
    const ms = performance.now() - start;
    await new Promise((r) => setTimeout(r, 0));
    return ms;
  },
};
