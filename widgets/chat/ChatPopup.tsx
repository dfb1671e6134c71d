// The chat popup: a non-modal dialog with the heading, the consent box and the agents as links
// with their status text. Its own module so it can load on the first interaction with the
// launcher (a separate chunk once widgets are split); the launcher owns all state.
import { useState, type MouseEvent, type RefObject } from 'react';
import { t } from '../../src/i18n';
import type { ChatAgent, ChatConfig } from '../../adapters/whatsapp/settings';
import { offlineText, opensInNewTab, type AgentView, type OfflineStatus } from './chat.connector';
import { plainText, safeImageUrl, simpleHtml } from './sanitize';

export interface ChatPopupProps {
  config: ChatConfig;
  views: AgentView[];
  open: boolean;
  ids: { dialog: string; title: string; consent: string; consentError: string };
  consent: { shown: boolean; given: boolean; invalid: boolean };
  refs: { dialog: RefObject<HTMLDivElement | null>; checkbox: RefObject<HTMLInputElement | null>; list: RefObject<HTMLUListElement | null> };
  linkOf(agent: ChatAgent): string | null;
  digits(text: string): string;
  onClose(): void;
  onConsent(checked: boolean): void;
  onAgentClick(event: MouseEvent, agent: ChatAgent, url: string): void;
}

export function ChatPopup({ config, views, open, ids, consent, refs, linkOf, digits, onClose, onConsent, onAgentClick }: ChatPopupProps) {
  const s = config.styles;
  const title = plainText(s.title) || t('chat:title');
  const description = simpleHtml(s.description || t('chat:description'));
  const responseText = plainText(s.responseText) || t('chat:responseText');
  const onlineLabel = plainText(config.labels.online) || t('chat:online');
  const dialogId = ids.dialog;
  const titleId = ids.title;
  const consentId = ids.consent;
  const consentErrorId = ids.consentError;
  return (
  <div
    ref={refs.dialog}
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
      <button type="button" className="wa__popup_close" aria-label={t('chat:close')} onClick={onClose}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
    <div className="wa__popup_content">
      <p className="wa__popup_notice">{responseText}</p>
      {consent.shown && (
        <div className={`nta-wa-gdpr${consent.invalid ? ' nta-wa-gdpr--invalid' : ''}${consent.given ? ' nta-wa-gdpr--accepted' : ''}`}>
          <input
            ref={refs.checkbox}
            type="checkbox"
            id={consentId}
            className="nta-wa-gdpr__check"
            value="accept"
            checked={consent.given}
            aria-invalid={consent.invalid}
            aria-describedby={consent.invalid ? consentErrorId : undefined}
            onChange={(e) => onConsent(e.currentTarget.checked)}
          />
          <label htmlFor={consentId} dangerouslySetInnerHTML={{ __html: simpleHtml(config.gdpr.content || t('chat:consentDefault')) }} />
          {consent.invalid && (
            <p className="nta-wa-gdpr__error" id={consentErrorId} role="alert">
              {t('chat:consentNeeded')}
            </p>
          )}
        </div>
      )}
      {views.length === 0 ? (
        <p className="wa__popup_empty">{t('chat:noAgents')}</p>
      ) : (
        <ul ref={refs.list} className="wa__popup_content_list" aria-label={t('chat:agents')}>
          {views.map((view) => (
            <AgentItem
              key={view.agent.id}
              view={view}
              link={linkOf(view.agent)}
              newTab={config.urls.newTab}
              pending={!consent.given}
              onlineLabel={onlineLabel}
              offline={(agent, status) => offlineText(agent, status, config.display.timeSymbols, digits) || plainText(config.labels.offline) || t('chat:offline')}
              defaultAvatar={config.defaultAvatar}
              onClick={onAgentClick}
            />
          ))}
        </ul>
      )}
    </div>
  </div>
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
