// Password visibility: hidden by default, one toggle.
export interface PasswordToggleModel {
  readonly shown: boolean;
  toggle(): void;
}

export function createPasswordToggle(): PasswordToggleModel {
  let shown = false;
  return {
    get shown() {
      return shown;
    },
    toggle() {
      shown = !shown;
    },
  };
}
