// The floating chat launcher and the state behind it. The launcher is a button (aria-expanded)
// that opens the popup, a non-modal dialog in ChatPopup.tsx, whose code is fetched on the first
// hover, focus or tap of the launcher (a tap opens it as soon as it is there). Escape or the
// close button closes it and gives focus back to the launcher. A simple widget with one online
// agent makes the launcher itself the chat link. Rendered in a shadow root (the runtime's
// shadowCss), so the theme's CSS cannot reach it and its CSS cannot leak into the theme.
import { useEffect, useId, useMemo, useRef, useState, type ComponentType, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { language, t, toPersianDigits } from '../../src/i18n';
import type { ViewProps } from '../../src/runtime/types';
import { toChatConfig, type ChatAgent, type ChatProps } from '../../adapters/whatsapp/settings';
import { hasChatConsent, rememberChatConsent } from '../../adapters/whatsapp/gdpr';
import { isMobileAgent } from '../../adapters/whatsapp/links';
import { trackChatClick } from '../../adapters/whatsapp/analytics';
import { agentLink, agentViews, directLink, localClock, msToNextMinute, opensInNewTab, parseZone, phoneDigits, shouldDisplay } from './chat.connector';
import { plainText, safeColor } from './sanitize';
import type { ChatPopupProps } from './ChatPopup';
import { importOnce } from '../../src/host/import-once';

const CONSENT_HIDE_MS = 400;

/** The popup's chunk (a failed one: the next interaction tries again). */
const loadPopup: () => Promise<ComponentType<ChatPopupProps>> = importOnce(() => import('./ChatPopup').then((m) => m.ChatPopup));

function ChatIcon() {
  return (
    <svg className="wa__icon" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5Zm0 1.8a7.7 7.7 0 1 1-3.9 14.3l-.3-.2-2.8.8.8-2.7-.2-.3A7.7 7.7 0 0 1 12 4.3Zm-3 3.6c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.3s1 2.7 1.2 2.9c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.5-.3-1.8-.9c-.3-.1-.4-.1-.6.1l-.8 1c-.2.2-.3.2-.6.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3v-.5l-.8-2c-.2-.5-.4-.5-.6-.5H9Z" />
    </svg>
  );
}

export function ChatView({ props }: ViewProps<ChatProps>) {
  const config = useMemo(() => toChatConfig(props), [props]);
  const { zone, known } = useMemo(() => parseZone(config.timezone), [config.timezone]);
  const [now, setNow] = useState(() => Date.now());
  const [open, setOpen] = useState(false);
  const [Popup, setPopup] = useState<ComponentType<ChatPopupProps> | null>(null);
  const [consented, setConsented] = useState(() => !config.gdpr.required || hasChatConsent());
  const [consentBoxShown, setConsentBoxShown] = useState(!consented);
  const [consentInvalid, setConsentInvalid] = useState(false);
  const launcherRef = useRef<HTMLElement | null>(null);
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const checkboxRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const alive = useRef(true);
  const id = useId();

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  useEffect(() => {
    if (!known) console.warn(`[vitrin] chat: unknown timezone "${config.timezone}"; using UTC+03:30`);
  }, [known, config.timezone]);

  // Statuses and "back in" countdowns change only on minute boundaries: re-render on each.
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msToNextMinute(now));
    return () => clearTimeout(timer);
  }, [now]);

  useEffect(() => {
    if (open && Popup) dialogRef.current?.focus({ preventScroll: true });
  }, [open, Popup]);

  const mobile = typeof navigator !== 'undefined' && isMobileAgent(navigator.userAgent);
  const fa = language() === 'fa';
  const views = agentViews(config, localClock(new Date(now), zone));
  const mode = mobile ? config.urls.mobile : config.urls.desktop;
  const page = { title: document.title, url: window.location.href };
  const linkOf = (agent: ChatAgent) => agentLink(agent, mode, page);
  const direct = directLink(config, views, linkOf, !consented);

  if (!shouldDisplay(config.display, { mobile, bodyClasses: Array.from(document.body.classList) })) return null;
  if (config.agents.length === 0) return null;

  const s = config.styles;
  const btnLabel = plainText(s.btnLabel);
  const showLabel = s.showBtnLabel && btnLabel !== '';
  const ids = { dialog: `${id}dialog`, title: `${id}title`, consent: `${id}consent`, consentError: `${id}consent-error` };
  const side = s.position === 'left' ? s.leftDistance : s.rightDistance;
  const vars = {
    '--wa-bg': safeColor(s.backgroundColor, '#2db742'),
    '--wa-fg': safeColor(s.textColor, '#ffffff'),
    '--wa-title-size': `${s.titleSize}px`,
    '--wa-description-size': `${s.descriptionSize}px`,
    '--wa-name-size': `${s.accountNameSize}px`,
    '--wa-text-size': `${s.regularTextSize}px`,
    '--wa-label-width': `${s.btnLabelWidth}px`,
    '--wa-side': `${side}px`,
    '--wa-list-height': s.showScroll ? `${s.scrollHeight}px` : 'none',
    // Above the store notice when WooCommerce's bar is shown at the bottom edge (store-notice widget).
    bottom: `calc(${s.bottomDistance}px + var(--vitrin-store-notice-height, 0px))`,
    [s.position]: `${side}px`,
  } as CSSProperties;

  const track = (agent: ChatAgent, url: string) =>
    trackChatClick(window, config.analytics, { phone: phoneDigits(agent.number) || agent.number, title: plainText(agent.title) || plainText(agent.name), url });

  const prefetch = () => {
    if (Popup) return;
    loadPopup().then(
      (component) => alive.current && setPopup(() => component),
      (error: unknown) => console.error('[vitrin] chat: the popup failed to load', error),
    );
  };

  const close = () => {
    setOpen(false);
    launcherRef.current?.focus({ preventScroll: true });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      event.stopPropagation();
      close();
    }
  };

  const onAgentClick = (event: MouseEvent, agent: ChatAgent, url: string) => {
    if (!consented) {
      event.preventDefault();
      setConsentInvalid(true);
      checkboxRef.current?.focus();
      return;
    }
    track(agent, url);
  };

  const onConsent = (checked: boolean) => {
    if (!checked) return;
    rememberChatConsent();
    setConsented(true);
    setConsentInvalid(false);
    setTimeout(() => {
      const root = checkboxRef.current?.getRootNode();
      // Focus on the box that disappears (or already lost to <body>) moves on to the first agent.
      const hadFocus = root instanceof ShadowRoot && (root.activeElement === checkboxRef.current || root.activeElement === null);
      setConsentBoxShown(false);
      if (hadFocus) (listRef.current?.querySelector('a') ?? dialogRef.current)?.focus();
    }, CONSENT_HIDE_MS);
  };

  const setLauncher = (el: HTMLElement | null) => {
    launcherRef.current = el;
  };
  const launcherContent = (
    <>
      <span className="wa__btn_popup_icon">
        <ChatIcon />
      </span>
      {showLabel && <span className="wa__btn_popup_txt">{btnLabel}</span>}
    </>
  );
  // A class, not `:has(.wa__btn_popup_txt)` in the CSS: browsers before Safari 15.4 / Firefox 121 drop such rules.
  const launcherClass = `wa__btn_popup ${showLabel ? 'wa__btn_popup--text' : 'wa__btn_popup--icon'}`;
  const directAgent = direct ? views[0]?.agent : undefined;
  const directNewTab = direct !== null && opensInNewTab(direct, config.urls.newTab);

  return (
    <div
      className={`wa__widget_container wa__widget--${s.widgetType} wa__btn--${s.shape}`}
      data-position={s.position}
      data-open={open ? 'true' : 'false'}
      dir={fa ? 'rtl' : document.documentElement.dir || 'ltr'}
      style={vars}
      onKeyDown={onKeyDown}
    >
      {direct && directAgent ? (
        <a
          ref={setLauncher}
          className={launcherClass}
          href={direct}
          target={directNewTab ? '_blank' : undefined}
          rel={directNewTab ? 'noopener noreferrer' : undefined}
          aria-label={`${t('chat:launcherWith', { name: plainText(directAgent.name) })}${directNewTab ? ` ${t('chat:newTab')}` : ''}`}
          onClick={() => track(directAgent, direct)}
        >
          {launcherContent}
        </a>
      ) : (
        <button
          ref={setLauncher}
          type="button"
          className={launcherClass}
          aria-expanded={open}
          aria-controls={Popup ? ids.dialog : undefined}
          aria-label={showLabel ? undefined : plainText(s.label) || t('chat:launcher')}
          onPointerEnter={prefetch}
          onFocus={prefetch}
          onTouchStart={prefetch}
          onClick={() => {
            if (open) return close();
            prefetch();
            setNow(Date.now());
            setOpen(true);
          }}
        >
          {launcherContent}
        </button>
      )}
      {Popup && (
        <Popup
          config={config}
          views={views}
          open={open}
          ids={ids}
          consent={{ shown: consentBoxShown, given: consented, invalid: consentInvalid }}
          refs={{ dialog: dialogRef, checkbox: checkboxRef, list: listRef }}
          linkOf={linkOf}
          digits={fa ? toPersianDigits : (text) => text}
          onClose={close}
          onConsent={onConsent}
          onAgentClick={onAgentClick}
        />
      )}
    </div>
  );
}
