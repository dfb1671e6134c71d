// Elementor's stretched sections and elements as the page prints them: the selector and whether
// Elementor's handler would stretch one. Apart from the carousel's contract (zod, settings) so the
// stretch behaviour, which every Elementor page with a stretched section runs, carries neither.
export const STRETCHED_SELECTOR = '.elementor-section.elementor-section-stretched, .elementor-element.e-stretched[data-settings]';

/** Whether Elementor's handler would stretch this element (class present and setting at its active value). */
export function isStretchActive(el: Element): boolean {
  if (el.classList.contains('elementor-section-stretched')) return true;
  if (!el.classList.contains('e-stretched')) return false;
  try {
    const settings: unknown = JSON.parse(el.getAttribute('data-settings') ?? '{}');
    return typeof settings === 'object' && settings !== null && (settings as Record<string, unknown>).stretch_element === 'yes';
  } catch {
    return false;
  }
}
