// The popups demo page's control panel: shows what Elementor's storage object holds (so the
// visitor sees counts and "do not show again" being written) and resets it.
const STATE = '[data-demo-popups-state]';

function describeStorage(): string {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem('elementor');
  } catch {
    return 'حافظهٔ مرورگر در دسترس نیست.';
  }
  return raw ? `localStorage.elementor = ${raw}` : 'حافظهٔ پنجره‌ها خالی است.';
}

export function installPopupsPanel(): void {
  const state = document.querySelector<HTMLElement>(STATE);
  if (!state) return;
  const paint = () => {
    state.textContent = describeStorage();
  };
  paint();
  window.addEventListener('elementor/popup/show', paint);
  window.addEventListener('elementor/popup/hide', () => setTimeout(paint, 0));
  document.addEventListener('click', (event) => {
    if (!(event.target instanceof Element) || !event.target.closest('[data-demo-reset-popups]')) return;
    try {
      localStorage.removeItem('elementor');
      sessionStorage.clear();
    } catch {
      // Nothing stored, nothing to reset.
    }
    location.reload();
  });
}
