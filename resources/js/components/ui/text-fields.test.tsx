import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { PasswordField } from '@/components/ui/password-field';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { TextField } from '@/components/ui/text-field';
import { renderWithPage } from '@/test/render-page';

describe('TextField', () => {
  it('labels its input and hands the typed string to onChange', async () => {
    const onChange = vi.fn();
    renderWithPage(<TextField name="email" label="E-mail" value="" onChange={onChange} type="email" />);
    const input = screen.getByRole('textbox', { name: 'E-mail' });

    await userEvent.setup().type(input, 'a');
    expect(onChange).toHaveBeenCalledWith('a');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('data-test', 'field-email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('is described by its hint and its error, which is announced and marked error-{name}', () => {
    renderWithPage(
      <TextField
        name="phone"
        label="Telefon"
        value="06"
        onChange={() => undefined}
        hint="Opt cifre"
        error="Prea scurt"
        required
      />,
    );
    const input = screen.getByRole('textbox', { name: /Telefon/ });
    const error = screen.getByRole('alert');

    expect(input).toHaveAccessibleDescription('Opt cifre Prea scurt');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(error).toHaveTextContent('Prea scurt');
    expect(error).toHaveAttribute('data-test', 'error-phone');
    expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  });

  it('passes native props through and can be disabled', () => {
    renderWithPage(
      <TextField
        name="code"
        label="Cod"
        value=""
        onChange={() => undefined}
        disabled
        autoComplete="postal-code"
        placeholder="MD-"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Cod' });

    expect(input).toBeDisabled();
    expect(input).toHaveAttribute('autocomplete', 'postal-code');
    expect(input).toHaveAttribute('placeholder', 'MD-');
  });
});

describe('PasswordField', () => {
  function Controlled() {
    const [value, setValue] = useState('secret');

    return <PasswordField name="password" label="Parolă" value={value} onChange={setValue} />;
  }

  it('shows and hides what was typed with a translated, pressed toggle', async () => {
    const { container } = renderWithPage(<Controlled />, { shared: { translations: ro } });
    const user = userEvent.setup();
    const input = container.querySelector('[data-test="field-password"]');

    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Arată parola' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Ascunde parola' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('labels its toggle in Russian too', () => {
    renderWithPage(<Controlled />, { shared: { translations: ru, locale: 'ru' } });

    expect(screen.getByRole('button', { name: 'Показать пароль' })).toBeInTheDocument();
  });
});

describe('Textarea', () => {
  it('is a labelled multi-line field wired like the others', async () => {
    const onChange = vi.fn();
    renderWithPage(<Textarea name="message" label="Mesaj" value="" onChange={onChange} error="Scrieți mesajul." />);
    const textarea = screen.getByRole('textbox', { name: 'Mesaj' });

    await userEvent.setup().type(textarea, 'x');
    expect(onChange).toHaveBeenCalledWith('x');
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('data-test', 'field-message');
    expect(textarea).toHaveAccessibleDescription('Scrieți mesajul.');
  });
});

describe('Select', () => {
  it("hands the chosen option's typed value to onChange", async () => {
    const onChange = vi.fn<(value: 'md' | 'ro') => void>();
    renderWithPage(
      <Select
        name="country"
        label="Țara"
        value=""
        onChange={onChange}
        placeholder="Alegeți…"
        options={[
          { value: 'md', label: 'Moldova' },
          { value: 'ro', label: 'România' },
        ]}
        hint="Livrăm în două țări"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Țara' });

    await userEvent.setup().selectOptions(select, 'România');
    expect(onChange).toHaveBeenCalledWith('ro');
    expect(select).toHaveAttribute('data-test', 'field-country');
    expect(select).toHaveAccessibleDescription('Livrăm în două țări');
    expect(screen.getByRole('option', { name: 'Alegeți…' })).toBeInTheDocument();
  });
});

describe('a field in focus', () => {
  it('is outlined in the focus colour, never red: only an error turns a border to the danger colour', () => {
    renderWithPage(
      <>
        <TextField name="name" label="Nume" value="Ana" onChange={() => {}} />
        <Select name="city" label="Oraș" value="" onChange={() => {}} options={[{ value: '', label: '—' }]} />
        <Textarea name="message" label="Mesaj" value="" onChange={() => {}} />
      </>,
    );
    for (const control of [
      screen.getByRole('textbox', { name: 'Nume' }),
      screen.getByRole('combobox', { name: 'Oraș' }),
      screen.getByRole('textbox', { name: 'Mesaj' }),
    ]) {
      const focusClasses = control.className.split(/\s+/).filter((name) => name.startsWith('focus'));
      expect(focusClasses).toContain('focus-visible:border-focus');
      expect(focusClasses.filter((name) => /accent|danger|red|brand/.test(name))).toEqual([]);
      expect(control.className).toContain('aria-[invalid=true]:border-danger');
    }
  });
});
