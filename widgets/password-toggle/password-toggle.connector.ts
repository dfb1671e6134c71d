// Password visibility, without DOM: hidden by default, one toggle; what the toggle is called in
// each state (the i18n key of its accessible name).
export const togglePassword = (shown: boolean): boolean => !shown;

export const toggleLabelKey = (shown: boolean): 'common:password.hide' | 'common:password.show' => (shown ? 'common:password.hide' : 'common:password.show');
