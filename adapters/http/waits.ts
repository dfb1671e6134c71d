// The wait policy (how long a shopper may be kept waiting per kind of call) is page policy, not a
// wire contract: it lives in src/host/waits.ts so the runtime can read it too. The HTTP client's
// hooks stay here.
import type { Result } from './errors';

export { CALL_KINDS, DEFAULT_WAITS, waitPolicy, type CallKind, type WaitPolicy } from '../../src/host/waits';

/** What a caller hears while its call runs (see `request`'s `wait` option). */
export interface WaitHooks {
  /** Past `slowMs`, once, while no answer has come. */
  onSlow?: () => void;
  /**
   * A state-changing call's answer that came after the limit (the caller already got `timeout`).
   * Not called for an abort.
   */
  onLate?: (result: Result<unknown>) => void;
}
