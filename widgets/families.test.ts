// @vitest-environment node
// One family map (issue 25): the runtime guard's families and the WordPress plugin's handle map
// agree, every widget and behaviour belongs to exactly one family, each replaced handle is printed
// by its recorded page with the file the map names (fixtures/wordpress/recorded-handles.json, taken
// from ../shared/recorded/ by scripts/wordpress/extract-recorded.mjs), and the guard recognises that
// file's tag.
import { describe, expect, it } from 'vitest';
import { widgets, behaviours } from '.';
import { familyGuards } from './families';
import { familyPlans } from '../adapters/wordpress/families';

import recordedHandles from '../fixtures/wordpress/recorded-handles.json';

describe('family map', () => {
  it('names the same families, in the same order, in the guard and the plugin', () => {
    expect(familyGuards.map((f) => f.id)).toEqual(familyPlans.map((f) => f.id));
  });

  it('puts every widget and behaviour in exactly one family', () => {
    const members = familyGuards.flatMap((f) => f.members);
    expect(new Set(members).size).toBe(members.length);
    expect([...members].sort()).toEqual([...widgets, ...behaviours].map((entry) => entry.name).sort());
  });

  it('finds each replaced handle on its recorded page, with the file the map names', () => {
    const checked: string[] = [];
    for (const plan of familyPlans) {
      for (const rule of plan.replaces) {
        if (!/\.(?:html|resp-body)$/.test(rule.recorded)) continue;
        const printed = recordedHandles.find((h) => h.handle === rule.handle && h.page === rule.recorded);
        expect(printed?.path, `${rule.handle} on ${rule.recorded}`).toBe(`/wp-content/${rule.file}`);
        checked.push(rule.handle);
      }
    }
    expect(checked.length).toBeGreaterThanOrEqual(20);
  });

  it('recognises the tag of every replaced script, so a tag a cache kept stops the family', () => {
    for (const plan of familyPlans) {
      const guard = familyGuards.find((f) => f.id === plan.id);
      for (const rule of plan.replaces) {
        if (rule.library) continue; // A library tag alone (pjax, sourcebuster) does not run the family.
        const src = `https://shop.example/wp-content/${rule.file}?ver=1`;
        expect(guard?.probes.scripts.some((p) => p.test(src)), `${plan.id}: ${src}`).toBe(true);
      }
    }
  });
});
