// The calendar's strings travel with its code, not with the core.
import { addTranslations } from '../index';
import fa from '../locales/fa/calendar.json';
import en from '../locales/en/calendar.json';

addTranslations('calendar', { fa, en });
