// The classes a mini-cart row wears while its removal runs (mini-cart.css), shared by the React
// rows and the hand-blocked rows of a mini-cart no root renders.
export const BLOCKED_CLASS = 'vitrin-blocked';
export const STATUS_CLASS = 'vitrin-cart-status';
