// Every widget and page behaviour Vitrin ships. Adding a widget = adding its folder and one line here.
import type { AnyWidget, Behaviour } from '../src/runtime/types';
import { storeNotice } from './store-notice';
import { passwordToggle } from './password-toggle';
import { cartFragmentsBehaviour } from './cart-fragments';
import { addToCartBehaviour } from './add-to-cart';
import { miniCartBehaviour } from './mini-cart';
import { cartPanel } from './cart-panel';
import { quantityMinBehaviour, noticeFocusBehaviour, comingSoonBannerBehaviour } from './wc-forms';
import { variationForm } from './variation-form';
import { jetSmartFiltersWidgets } from './jet-smart-filters';

export const widgets: readonly AnyWidget[] = [storeNotice, passwordToggle, cartPanel, variationForm, ...jetSmartFiltersWidgets];
export const behaviours: readonly Behaviour[] = [cartFragmentsBehaviour, addToCartBehaviour, miniCartBehaviour, quantityMinBehaviour, noticeFocusBehaviour, comingSoonBannerBehaviour];
