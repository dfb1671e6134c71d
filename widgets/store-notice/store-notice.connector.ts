// Store notice: shown unless dismissed; dismissing hides it and remembers that for the session.
export interface StoreNoticeDeps {
  isDismissed(noticeId: string): boolean;
  remember(noticeId: string): void;
}

export interface StoreNoticeModel {
  readonly visible: boolean;
  dismiss(): void;
  subscribe(listener: (visible: boolean) => void): () => void;
}

export function createStoreNotice(noticeId: string, deps: StoreNoticeDeps): StoreNoticeModel {
  let visible = !deps.isDismissed(noticeId);
  const listeners = new Set<(visible: boolean) => void>();
  return {
    get visible() {
      return visible;
    },
    dismiss() {
      if (!visible) return;
      visible = false;
      deps.remember(noticeId);
      for (const listener of listeners) listener(visible);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
