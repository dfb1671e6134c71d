// NinjaTeam's WhatsApp chat widget ("WP Chat App") as a Vitrin root widget: mounts on the
// plugin's `#wa` footer container with its localized `njt_wa_global` / `njt_wa` objects, or on a
// canonical `data-vitrin="chat"` mount with the same shape as JSON props. Floating, so it renders
// in a shadow root and paints at load without moving anything else.
import { defineWidget } from '../../src/runtime/types';
import { addTranslations } from '../../src/i18n';
import { WHATSAPP_CONTAINER_SELECTOR, chatPropsSchema, readWhatsAppMarkup, type ChatProps } from '../../adapters/whatsapp/settings';
import { ChatView } from './Chat';
import css from './chat.css?inline';
import fa from './locales/fa.json';
import en from './locales/en.json';

addTranslations('chat', { fa, en });

export const CHAT_SELECTOR = WHATSAPP_CONTAINER_SELECTOR;

export const chat = defineWidget<ChatProps>({
  name: 'chat',
  kind: 'root',
  schema: chatPropsSchema,
  // The button must be on screen at load (a tap must open it): eager; it is fixed-position, so
  // mounting late could not shift the layout either way.
  defer: 'eager',
  shadowCss: css,
  markup: [{ selector: CHAT_SELECTOR, read: (_el, settings) => readWhatsAppMarkup(settings) }],
  View: ChatView,
});
