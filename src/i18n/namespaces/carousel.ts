// The carousel's strings travel with its code, not with the core.
import { addTranslations } from '../index';
import fa from '../locales/fa/carousel.json';
import en from '../locales/en/carousel.json';

addTranslations('carousel', { fa, en });
