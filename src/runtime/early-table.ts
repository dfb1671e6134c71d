// The early event contract's table, derived from the widget registry's `capture` lines: by the
// build, which prints it into the loader (vite.config.ts), and by the contract the core brings when
// no loader put one on the page (./early-loaderless.ts). Not in the core: with a loader the table is
// on the page already, built from the same registry (issue 36).
import type { EarlyRule } from './early-rules';
import type { CaptureEvent } from './types';

interface CaptureSource {
  kind: 'widget' | 'behaviour';
  name: string;
  selectors: readonly string[];
  capture?: ReadonlyArray<{ selector: string; on: readonly CaptureEvent[]; prevent?: boolean; busy?: string; behind?: boolean }>;
}

export function captureRules(widgets: readonly { kind: string; name: string }[], behaviours: readonly { name: string }[]): EarlyRule[] {
  const rules: EarlyRule[] = [];
  const sources = [...widgets, ...behaviours].filter((entry): entry is CaptureSource => 'selectors' in entry && 'capture' in entry);
  for (const entry of sources) {
    const behaviour = entry.kind === 'behaviour';
    const mount = behaviour ? '' : [`[data-vitrin="${entry.name}"]`, ...entry.selectors].join(', ');
    for (const c of entry.capture ?? []) {
      rules.push({ owner: entry.name, behaviour, mount, selector: c.selector, on: [...c.on], prevent: c.prevent === true, ...(c.busy ? { busy: c.busy } : {}), ...(c.behind ? { behind: true } : {}) });
    }
  }
  return rules;
}
