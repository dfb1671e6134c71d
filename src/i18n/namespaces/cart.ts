// The cart's strings travel with the cart's code (its widgets' chunks), not with the core.
import { addTranslations } from '../index';
import fa from '../locales/fa/cart.json';
import en from '../locales/en/cart.json';

addTranslations('cart', { fa, en });
