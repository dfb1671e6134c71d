// The popups' texts, registered once by whichever of the family's modules loads first (the
// widget, or a view imported on its own).
import { addTranslations } from '../../src/i18n';
import fa from './locales/fa.json';
import en from './locales/en.json';

addTranslations('popups', { fa, en });
