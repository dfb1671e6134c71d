// The review form's strings travel with its code, not with the core.
import { addTranslations } from '../index';
import fa from '../locales/fa/reviews.json';
import en from '../locales/en/reviews.json';

addTranslations('reviews', { fa, en });
