// In Elementor's editor the refresh sends the loop widget's model (it may not be saved yet) and the
// loop-filter nonce, read from the editor's own objects; outside the editor this is never called.

interface ModelLike {
  toJSON(options: unknown): unknown;
}

function modelOf(loopId: string): unknown {
  try {
    const top = window.top as unknown as { $e?: { components?: { get(name: string): { utils?: { findContainerById(id: string): { model?: ModelLike } | undefined } } | undefined } } } | null;
    const container = top?.$e?.components?.get('document')?.utils?.findContainerById(loopId);
    return container?.model?.toJSON({ remove: ['default', 'editSettings', 'defaultEditSettings'] });
  } catch {
    return undefined;
  }
}

export function editorContext(loopId: string): { model: unknown; nonce?: string } {
  const nonce = (window as unknown as { elementorPro?: { config?: { loopFilter?: { nonce?: unknown } } } }).elementorPro?.config?.loopFilter?.nonce;
  return { model: modelOf(loopId) ?? null, ...(typeof nonce === 'string' && nonce ? { nonce } : {}) };
}
