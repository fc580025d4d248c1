import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { RadioGroup } from '@/components/ui/radio-group';
import { renderWithPage } from '@/test/render-page';

describe('Checkbox', () => {
  it('hands a boolean to onChange and may carry a link in its label', async () => {
    const onChange = vi.fn();
    renderWithPage(
      <Checkbox
        name="terms"
        value={false}
        onChange={onChange}
        required
        error="Bifați acordul."
        label={
          <>
            Accept <a href="/termeni">termenii</a>
          </>
        }
      />,
    );
    const box = screen.getByRole('checkbox', { name: /Accept termenii/ });

    expect(screen.getByRole('link', { name: 'termenii' })).toHaveAttribute('href', '/termeni');
    expect(box).toHaveAttribute('data-test', 'field-terms');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(box).toHaveAccessibleDescription('Bifați acordul.');
    expect(screen.getByRole('alert')).toHaveAttribute('data-test', 'error-terms');
    await userEvent.setup().click(box);
    expect(onChange).toHaveBeenCalledWith(true);
  });

  it('shows its checked state and can be disabled', () => {
    renderWithPage(<Checkbox name="news" value onChange={() => undefined} label="Noutăți" hint="Lunar" disabled />);
    const box = screen.getByRole('checkbox', { name: 'Noutăți' });

    expect(box).toBeChecked();
    expect(box).toBeDisabled();
    expect(box).toHaveAccessibleDescription('Lunar');
  });
});

const payments = [
  { value: 'cash', label: 'Numerar' },
  { value: 'card', label: 'Card' },
  { value: 'credit', label: 'Credit', disabled: true },
] as const;

describe('RadioGroup', () => {
  it('is a named group whose option hands its typed value to onChange', async () => {
    const onChange = vi.fn<(value: 'cash' | 'card' | 'credit') => void>();
    renderWithPage(
      <RadioGroup
        name="payment"
        label="Plata"
        value="cash"
        onChange={onChange}
        options={payments}
        error="Alegeți"
        required
      />,
    );
    const group = screen.getByRole('radiogroup', { name: /Plata/ });

    expect(group).toHaveAttribute('data-test', 'field-payment');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('Alegeți');
    expect(screen.getByRole('radio', { name: 'Numerar' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Credit' })).toBeDisabled();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Card' }));
    expect(onChange).toHaveBeenCalledWith('card');
    expect(screen.getByRole('alert')).toHaveAttribute('data-test', 'error-payment');
  });
});

describe('ChoiceCards', () => {
  it('draws each option as a card with title and description, selectable by its whole label', async () => {
    const onChange = vi.fn();
    renderWithPage(
      <ChoiceCards
        name="delivery"
        label="Livrare"
        hint="Termen confirmat de operator"
        value={null}
        onChange={onChange}
        options={[
          { value: 'courier', title: 'Curier', description: 'Mâine', aside: '50 lei' },
          { value: 'pickup', title: 'Ridicare', description: 'Azi' },
        ]}
      />,
    );

    expect(screen.getByRole('radiogroup', { name: 'Livrare' })).toHaveAccessibleDescription(
      'Termen confirmat de operator',
    );
    expect(screen.getByRole('radio', { name: /Curier/ })).not.toBeChecked();
    await userEvent.setup().click(screen.getByText('Azi'));
    expect(onChange).toHaveBeenCalledWith('pickup');
    expect(screen.getByText('50 lei')).toBeInTheDocument();
  });
});
