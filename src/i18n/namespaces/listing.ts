// The listing grid's strings travel with its code, not with the core.
import { addTranslations } from '../index';
import fa from '../locales/fa/listing.json';
import en from '../locales/en/listing.json';

addTranslations('listing', { fa, en });
