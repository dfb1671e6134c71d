// The filters' strings travel with the filter engine's code, not with the core.
import { addTranslations } from '../index';
import fa from '../locales/fa/filters.json';
import en from '../locales/en/filters.json';

addTranslations('filters', { fa, en });
