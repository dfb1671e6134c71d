// The classes a mini-cart row wears while its removal runs (mini-cart.css), shared by the React
// rows and the hand-blocked rows of a mini-cart no root renders.
export { BUSY_CLASS as BLOCKED_CLASS } from '../../src/ui/loading';
export const STATUS_CLASS = 'vitrin-cart-status';
