// The swatches' strings travel with the swatches' code, not with the core.
import { addTranslations } from '../index';
import fa from '../locales/fa/swatches.json';
import en from '../locales/en/swatches.json';

addTranslations('swatches', { fa, en });
