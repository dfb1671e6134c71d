// The early event contract the core installs itself when no loader put one on the page (unit tests,
// a page importing the core directly): early.ts, plus the table derived from the registry lines the
// runtime registers. With a loader the table came with it, built from the same registry by the
// build, so the core ships neither this nor captureRules (issue 36).
import { installEarlyContract, type EarlyContract } from './early';
import { captureRules } from './early-table';
import { entryOf, isEntry } from './registry';
import type { BehaviourEntry } from './types';

export function installLoaderless(doc: Document): EarlyContract {
  const contract = installEarlyContract(doc, []);
  contract.addEntries = (widgets, behaviours) =>
    contract.addRules(captureRules(widgets.map((w) => (isEntry(w) ? w : entryOf(w))), behaviours.filter((b): b is BehaviourEntry => !('install' in b))));
  return contract;
}
