// The floating chat button and its popup: a launcher button (aria-expanded) that opens a
// non-modal dialog listing the agents as links with their status text. Escape or the close
// button closes it and gives focus back to the launcher. Rendered in a shadow root, so the
// theme's CSS cannot reach it and its CSS cannot leak into the theme.
import { useEffect, useId, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type MouseEvent } from 'react';
import { i18n, t, toPersianDigits } from '../../src/i18n';
import type { ViewProps } from '../../src/runtime/types';
import { toChatConfig, type ChatAgent, type ChatProps } from '../../adapters/whatsapp/settings';
import { hasChatConsent, rememberChatConsent } from '../../adapters/whatsapp/gdpr';
import { isMobileAgent } from '../../adapters/whatsapp/links';
import { trackChatClick } from '../../adapters/whatsapp/analytics';
import { agentLink, agentViews, directLink, localClock, msToNextMinute, offlineText, opensInNewTab, parseZone, phoneDigits, shouldDisplay, type AgentView, type OfflineStatus } from './chat.connector';
import { plainText, safeColor, safeImageUrl, simpleHtml } from './sanitize';

const CONSENT_HIDE_MS = 400;

function ChatIcon() {
  return (
    <svg className="wa__icon" viewBox="0 0 24 24" width="26" height="26" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2.5a9.5 9.5 0 0 0-8.2 14.3L2.5 21.5l4.8-1.3A9.5 9.5 0 1 0 12 2.5Zm0 1.8a7.7 7.7 0 1 1-3.9 14.3l-.3-.2-2.8.8.8-2.7-.2-.3A7.7 7.7 0 0 1 12 4.3Zm-3 3.6c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.3s1 2.7 1.2 2.9c.1.2 2 3.1 4.9 4.3 2.4 1 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.2.2-1.4l-.5-.3-1.8-.9c-.3-.1-.4-.1-.6.1l-.8 1c-.2.2-.3.2-.6.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3v-.5l-.8-2c-.2-.5-.4-.5-.6-.5H9Z" />
    </svg>
  );
}

function Avatar({ src, name }: { src: string; name: string }) {
  const [broken, setBroken] = useState(false);
  if (src && !broken) return <img className="wa__popup_avatar" src={src} alt="" width="48" height="48" loading="lazy" decoding="async" onError={() => setBroken(true)} />;
  return (
    <span className="wa__popup_avatar wa__popup_avatar--initial" aria-hidden="true">
      {Array.from(name)[0] ?? ''}
    </span>
  );
}

export function ChatView({ props }: ViewProps<ChatProps>) {
  const config = useMemo(() => toChatConfig(props), [props]);
  const { zone, known } = useMemo(() => parseZone(config.timezone), [config.timezone]);
  const [now, setNow] = useState(() => Date.now());
  const [open, setOpen] = useState(false);
  const [consented, setConsented] = useState(() => !config.gdpr.required || hasChatConsent());
  const [consentBoxShown, setConsentBoxShown] = useState(!consented);
  const [consentInvalid, setConsentInvalid] = useState(false);
  const launcherRef = useRef<HTMLElement | null>(null);
  const dialogRef = useRef<HTMLDivElement | null>(null);
  const checkboxRef = useRef<HTMLInputElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  const ids = useId();

  useEffect(() => {
    if (!known) console.warn(`[vitrin] chat: unknown timezone "${config.timezone}"; using UTC+03:30`);
  }, [known, config.timezone]);

  // Statuses and "back in" countdowns change only on minute boundaries: re-render on each.
  useEffect(() => {
    const timer = setTimeout(() => setNow(Date.now()), msToNextMinute(now));
    return () => clearTimeout(timer);
  }, [now]);

  useEffect(() => {
    if (open) dialogRef.current?.focus({ preventScroll: true });
  }, [open]);

  const mobile = typeof navigator !== 'undefined' && isMobileAgent(navigator.userAgent);
  const fa = i18n().language === 'fa';
  const digits = fa ? toPersianDigits : (s: string) => s;
  const views = agentViews(config, localClock(new Date(now), zone));
  const mode = mobile ? config.urls.mobile : config.urls.desktop;
  const page = { title: document.title, url: window.location.href };
  const linkOf = (agent: ChatAgent) => agentLink(agent, mode, page);
  const consentPending = !consented;
  const direct = directLink(config, views, linkOf, consentPending);

  if (!shouldDisplay(config.display, { mobile, bodyClasses: Array.from(document.body.classList) })) return null;
  if (config.agents.length === 0) return null;

  const s = config.styles;
  const newTab = config.urls.newTab;
  const title = plainText(s.title) || t('chat:title');
  const description = simpleHtml(s.description || t('chat:description'));
  const responseText = plainText(s.responseText) || t('chat:responseText');
  const btnLabel = plainText(s.btnLabel);
  const showLabel = s.showBtnLabel && btnLabel !== '';
  const onlineLabel = plainText(config.labels.online) || t('chat:online');
  const dialogId = `${ids}dialog`;
  const titleId = `${ids}title`;
  const consentId = `${ids}consent`;
  const consentErrorId = `${ids}consent-error`;

  const vars = {
    '--wa-bg': safeColor(s.backgroundColor, '#2db742'),
    '--wa-fg': safeColor(s.textColor, '#ffffff'),
    '--wa-title-size': `${s.titleSize}px`,
    '--wa-description-size': `${s.descriptionSize}px`,
    '--wa-name-size': `${s.accountNameSize}px`,
    '--wa-text-size': `${s.regularTextSize}px`,
    '--wa-label-width': `${s.btnLabelWidth}px`,
    '--wa-side': `${s.position === 'left' ? s.leftDistance : s.rightDistance}px`,
    '--wa-list-height': s.showScroll ? `${s.scrollHeight}px` : 'none',
    bottom: `${s.bottomDistance}px`,
    [s.position]: `${s.position === 'left' ? s.leftDistance : s.rightDistance}px`,
  } as CSSProperties;

  const track = (agent: ChatAgent, url: string) =>
    trackChatClick(window, config.analytics, { phone: phoneDigits(agent.number) || agent.number, title: plainText(agent.title) || plainText(agent.name), url });

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
    if (consentPending) {
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

  const directAgent = direct ? views[0]?.agent : undefined;
  const directNewTab = direct !== null && opensInNewTab(direct, newTab);
  const launcherContent = (
    <>
      <span className="wa__btn_popup_icon">
        <ChatIcon />
      </span>
      {showLabel && <span className="wa__btn_popup_txt">{btnLabel}</span>}
    </>
  );

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
          ref={(el) => {
            launcherRef.current = el;
          }}
          className="wa__btn_popup"
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
          ref={(el) => {
            launcherRef.current = el;
          }}
          type="button"
          className="wa__btn_popup"
          aria-expanded={open}
          aria-controls={dialogId}
          aria-label={showLabel ? undefined : t('chat:launcher')}
          onClick={() => (open ? close() : (setNow(Date.now()), setOpen(true)))}
        >
          {launcherContent}
        </button>
      )}
      <div
        ref={dialogRef}
        id={dialogId}
        className={`wa__popup_chat_box${open ? ' wa__active wa__lauch' : ''}`}
        role="dialog"
        aria-labelledby={titleId}
        tabIndex={-1}
        hidden={!open}
      >
        <div className="wa__popup_heading">
          <h2 className="wa__popup_title" id={titleId}>
            {title}
          </h2>
          <div className="wa__popup_intro" dangerouslySetInnerHTML={{ __html: description }} />
          <button type="button" className="wa__popup_close" aria-label={t('chat:close')} onClick={close}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div className="wa__popup_content">
          <p className="wa__popup_notice">{responseText}</p>
          {consentBoxShown && (
            <div className={`nta-wa-gdpr${consentInvalid ? ' nta-wa-gdpr--invalid' : ''}${consented ? ' nta-wa-gdpr--accepted' : ''}`}>
              <input
                ref={checkboxRef}
                type="checkbox"
                id={consentId}
                className="nta-wa-gdpr__check"
                value="accept"
                checked={consented}
                aria-invalid={consentInvalid}
                aria-describedby={consentInvalid ? consentErrorId : undefined}
                onChange={(e) => onConsent(e.currentTarget.checked)}
              />
              <label htmlFor={consentId} dangerouslySetInnerHTML={{ __html: simpleHtml(config.gdpr.content || t('chat:consentDefault')) }} />
              {consentInvalid && (
                <p className="nta-wa-gdpr__error" id={consentErrorId} role="alert">
                  {t('chat:consentNeeded')}
                </p>
              )}
            </div>
          )}
          {views.length === 0 ? (
            <p className="wa__popup_empty">{t('chat:noAgents')}</p>
          ) : (
            <ul ref={listRef} className="wa__popup_content_list" aria-label={t('chat:agents')}>
              {views.map((view) => (
                <AgentItem key={view.agent.id} view={view} link={linkOf(view.agent)} newTab={newTab} pending={consentPending} onlineLabel={onlineLabel} offline={(agent, status) => offlineText(agent, status, config.display.timeSymbols, digits) || plainText(config.labels.offline) || t('chat:offline')} defaultAvatar={config.defaultAvatar} onClick={onAgentClick} />
              ))}
            </ul>
          )}
        </div>
      </div>
    </div>
  );
}

interface AgentItemProps {
  view: AgentView;
  link: string | null;
  newTab: boolean;
  pending: boolean;
  onlineLabel: string;
  offline(agent: ChatAgent, status: OfflineStatus): string;
  defaultAvatar: string;
  onClick(event: MouseEvent, agent: ChatAgent, url: string): void;
}

function AgentItem({ view, link, newTab, pending, onlineLabel, offline, defaultAvatar, onClick }: AgentItemProps) {
  const { agent, status } = view;
  const tab = link !== null && opensInNewTab(link, newTab);
  const name = plainText(agent.name) || plainText(agent.title);
  const duty = plainText(agent.title);
  const statusText = status.online ? onlineLabel : offline(agent, status);
  const body = (
    <>
      <Avatar src={safeImageUrl(agent.avatar) || safeImageUrl(defaultAvatar)} name={name} />
      <span className="wa__popup_txt">
        <span className="wa__member_name">{name}</span>
        {duty && duty !== name && <span className="wa__member_duty">{duty}</span>}
        <span className="wa__member_status">{statusText}</span>
        {tab && status.online && <span className="wa__sr-only">{t('chat:newTab')}</span>}
      </span>
    </>
  );
  const state = status.online ? 'online' : 'offline';
  return (
    <li className={`wa__popup_content_item${pending ? ' pointer-disable' : ''}`}>
      {status.online && link ? (
        <a className={`wa__stt wa__stt_${state}`} href={link} target={tab ? '_blank' : undefined} rel={tab ? 'noopener noreferrer' : undefined} onClick={(e) => onClick(e, agent, link)}>
          {body}
        </a>
      ) : (
        <div className={`wa__stt wa__stt_${state}`}>
          {body}
          {status.online && !link && <span className="wa__sr-only">{t('chat:unavailable')}</span>}
        </div>
      )}
    </li>
  );
}
