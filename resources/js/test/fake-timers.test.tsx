import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Guards the test setup that timing tests (300 ms spinner and hover delays) rely on.
function Delayed() {
  const [open, setOpen] = useState(false);

  return (
    <button type="button" onClick={() => window.setTimeout(() => setOpen(true), 300)}>
      {open ? 'open' : 'closed'}
    </button>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('fake timers with user-event', () => {
  it('clicks without hanging and advances time on demand', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Delayed />);

    await user.click(screen.getByRole('button'));
    act(() => vi.advanceTimersByTime(299));
    expect(screen.getByRole('button')).toHaveTextContent('closed');

    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent('open');
  });

  it('lets findBy* wait through fake time', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<Delayed />);

    await user.click(screen.getByRole('button'));

    expect(await screen.findByText('open')).toBeInTheDocument();
  });
});
