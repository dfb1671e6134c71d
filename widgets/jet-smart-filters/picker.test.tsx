// Issue 36: the date picker's popup is its own chunk, asked for on the way to a calendar button and
// drawn once it is here; the filters draw at load without it.
import { describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { preloadDatePicker, useDatePicker } from './picker';
import { DatePicker } from './DatePicker';

function Probe({ open }: { open: boolean }) {
  const Picker = useDatePicker(open);
  return <span data-testid="probe">{Picker ? 'here' : 'absent'}</span>;
}

describe('issue 36: the date picker loads on the way to it', () => {
  it('closed, no picker is drawn; opened, it is drawn once its module is in', async () => {
    const view = render(<Probe open={false} />);
    expect(view.getByTestId('probe').textContent).toBe('absent');
    view.rerender(<Probe open />);
    await act(() => preloadDatePicker());
    expect(view.getByTestId('probe').textContent).toBe('here');
  });

  it('asked for twice, it is fetched once, and it is the picker itself', async () => {
    const first = preloadDatePicker();
    expect(preloadDatePicker()).toBe(first);
    expect(await first).toBe(DatePicker);
  });
});
