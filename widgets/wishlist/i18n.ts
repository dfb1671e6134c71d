// The wishlist's texts, registered by whichever of the family's modules loads first.
import { addTranslations } from '../../src/i18n';
import fa from './locales/fa.json';
import en from './locales/en.json';

addTranslations('wishlist', { fa, en });
