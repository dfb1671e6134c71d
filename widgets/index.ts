// Every widget and page behaviour Vitrin ships. Adding a widget = adding its folder and one line here.
import type { AnyWidget, Behaviour } from '../src/runtime/types';
import { storeNotice } from './store-notice';
import { passwordToggle } from './password-toggle';

export const widgets: readonly AnyWidget[] = [storeNotice, passwordToggle];
export const behaviours: readonly Behaviour[] = [];
