import { useForm } from '@inertiajs/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

import { Checkbox } from '@/components/ui/checkbox';
import { RadioGroup } from '@/components/ui/radio-group';
import { TextField } from '@/components/ui/text-field';
import { useFormField } from '@/hooks/use-form-field';
import { renderWithPage } from '@/test/render-page';

type Delivery = 'courier' | 'pickup';

function SignUp({ serverErrors = {} }: { serverErrors?: Partial<Record<'email' | 'terms', string>> }) {
  const form = useForm({ email: '', terms: false, delivery: 'courier' as Delivery });
  const field = useFormField(form);
  const { setError } = form;

  useEffect(() => {
    if (Object.keys(serverErrors).length > 0) setError(serverErrors);
    // The errors a visit would bring back, once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <>
      <TextField {...field('email')} label="E-mail" />
      <Checkbox {...field('terms')} label="Accept" />
      <RadioGroup
        {...field('delivery')}
        label="Livrare"
        options={[
          { value: 'courier', label: 'Curier' },
          { value: 'pickup', label: 'Ridicare' },
        ]}
      />
      <output data-testid="data">{JSON.stringify(form.data)}</output>
    </>
  );
}

const data = () => JSON.parse(screen.getByTestId('data').textContent ?? '{}') as Record<string, unknown>;

describe('useFormField', () => {
  it('gives each field its name, value and a typed onChange that writes the form', async () => {
    renderWithPage(<SignUp />);
    const user = userEvent.setup();
    const email = screen.getByRole('textbox', { name: 'E-mail' });

    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('data-test', 'field-email');
    await user.type(email, 'ion@example.md');
    await user.click(screen.getByRole('checkbox', { name: 'Accept' }));
    await user.click(screen.getByRole('radio', { name: 'Ridicare' }));

    expect(data()).toEqual({ email: 'ion@example.md', terms: true, delivery: 'pickup' });
    expect(screen.getByRole('radio', { name: 'Ridicare' })).toBeChecked();
  });

  it("shows the server's error beside its field and clears it once the field changes", async () => {
    renderWithPage(<SignUp serverErrors={{ email: 'Adresa nu este validă.', terms: 'Bifați acordul.' }} />);
    const user = userEvent.setup();

    const error = await screen.findByText('Adresa nu este validă.');
    expect(error).toHaveAttribute('data-test', 'error-email');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveAttribute('aria-invalid', 'true');

    await user.type(screen.getByRole('textbox', { name: 'E-mail' }), 'a');
    expect(screen.queryByText('Adresa nu este validă.')).toBeNull();
    expect(screen.getByText('Bifați acordul.')).toHaveAttribute('data-test', 'error-terms');
  });
});
