// Network failure messages travel with the transport (the first widget that calls a server), not with the core.
import { addTranslations } from '../index';
import fa from '../locales/fa/transport.json';
import en from '../locales/en/transport.json';

addTranslations('transport', { fa, en });
