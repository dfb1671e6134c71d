// Remove-all (.jet-remove-all-filters) and the apply button (.apply-filters) as React renders them:
// the plugin's own markup, adopted by hydration, with the button's state drawn from the group's
// signals. The box around each is the root's container: its `hide`/hidden state is written on it
// (useContainerState), as React renders a container's children, never the container itself.
import { useSignals } from '@preact/signals-react/runtime';
import type { FilterAttributes } from '../../adapters/jet-smart-filters/markup';
import type { ViewProps } from '../../src/runtime/types';
import { existingGroup } from '../../src/state/filters/registry';
import { groupFor } from '../../src/state/filters/page';
import { isEmptyData } from '../../src/state/filters/engine';
import { hasClass, type MarkupElement, type MarkupNode } from '../../src/ui/markup';
import { propsOf, renderChildren, ServerMarkup } from '../../src/ui/ServerMarkup';
import { useContainerState, useHydrated } from './root';
import { focusGroupStart } from './focus-start';

export interface ButtonProps extends FilterAttributes {
  /** The container's children as the page printed them. */
  markup: MarkupNode[];
}

function button(el: MarkupElement, key: number, state: { disabled?: boolean; onClick(): void }) {
  const { disabled, ...props } = propsOf(el);
  return (
    <button key={key} {...props} disabled={state.disabled ?? Boolean(disabled)} onClick={state.onClick}>
      {renderChildren(el.children)}
    </button>
  );
}

export function RemoveAll({ props, element, settings }: ViewProps<ButtonProps>) {
  useSignals();
  const group = groupFor(settings, props.provider, props.queryId);
  // Shown while a filter of its own group or of an additional provider is active.
  const active = Boolean(group?.hasActive.value) || props.additionalProviders.some((key) => existingGroup(key)?.hasActive.value);
  useContainerState(element, { hidden: !active, classes: { hide: !active } });
  const clear = () => {
    // It hides with nothing left to remove: focus it had goes to the filters, not to nothing.
    const hadFocus = element.contains(element.ownerDocument.activeElement);
    group?.removeAll(props.applyType);
    for (const key of props.additionalProviders) existingGroup(key)?.removeAll('ajax');
    if (hadFocus) focusGroupStart(element.ownerDocument, props.provider, props.queryId);
  };
  return <ServerMarkup nodes={props.markup} override={(el, key) => (el.tag === 'button' && hasClass(el, 'jet-remove-all-filters__button') ? button(el, key, { onClick: clear }) : undefined)} />;
}

export interface ApplyProps extends ButtonProps {
  /** data-apply-button-active-state: any (a filter has a value), all (every one has), always. */
  activeState: string;
  /** data-apply-button-if-inactive: hide or disable. */
  whenInactive: string;
}

export function ApplyButton({ props, element, settings }: ViewProps<ApplyProps>) {
  useSignals();
  const group = groupFor(settings, props.provider, props.queryId);
  const values = (group?.filters ?? []).filter((f) => f.spec.kind !== 'pagination' && f.spec.kind !== 'sorting').map((f) => !isEmptyData(f.data.value));
  const active = props.activeState === 'any' ? values.some(Boolean) : props.activeState === 'all' ? values.length > 0 && values.every(Boolean) : true;
  const hide = props.whenInactive === 'hide';
  // Hydration adopts the button as printed; its disabled state follows from the next render on.
  const hydrated = useHydrated();
  useContainerState(element, hide ? { hidden: !active } : {});
  const apply = () => group?.applyButton(props.applyType === 'reload' ? 'reload' : 'ajax', props.redirect);
  return (
    <ServerMarkup
      nodes={props.markup}
      override={(el, key) => (el.tag === 'button' && hasClass(el, 'apply-filters__button') ? button(el, key, { ...(hide || !hydrated ? {} : { disabled: !active }), onClick: apply }) : undefined)}
    />
  );
}
