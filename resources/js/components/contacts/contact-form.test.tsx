import { router } from '@inertiajs/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import { ContactForm } from '@/components/contacts/contact-form';
import { renderWithPage } from '@/test/render-page';

type VisitOptions = {
  data?: Record<string, string>;
  onError?: (errors: Record<string, string>) => void;
  onSuccess?: (page: unknown) => void;
};

afterEach(() => vi.restoreAllMocks());

function answerWith(errors: Record<string, string> | null) {
  const sent: Record<string, string>[] = [];
  vi.spyOn(router, 'visit').mockImplementation((_url, options = {}) => {
    const visit = options as VisitOptions;
    sent.push(visit.data ?? {});
    if (errors) visit.onError?.(errors);
    else visit.onSuccess?.({ props: {} });
  });

  return sent;
}

describe('contact form', () => {
  it('sends the fields with the hidden ones, then thanks and clears the message but keeps the contact details', async () => {
    const sent = answerWith(null);
    renderWithPage(<ContactForm formToken="signed" />, { shared: { translations: ro } });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Nume/), 'Ion Popescu');
    await user.type(screen.getByLabelText(/E-mail/), 'ion@example.md');
    await user.type(screen.getByLabelText(/Mesaj/), 'Aveți în stoc mașina de spălat?');
    await user.click(screen.getByRole('button', { name: 'Trimite mesajul' }));

    expect(sent[0]).toMatchObject({ name: 'Ion Popescu', email: 'ion@example.md', website: '', form_token: 'signed' });
    expect(await screen.findByRole('status')).toHaveTextContent('Mulțumim! Mesajul a fost trimis');
    expect(screen.getByLabelText(/Mesaj/)).toHaveValue('');
    expect(screen.getByLabelText(/Nume/)).toHaveValue('Ion Popescu');
  });

  it('shows each error under its field, keeps the text and moves focus to the first field to fix', async () => {
    answerWith({ email: 'Introduceți o adresă de e-mail validă.', message: 'Scrieți mesajul.' });
    renderWithPage(<ContactForm formToken="signed" />, { shared: { translations: ro } });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/E-mail/), 'ion@');
    await user.click(screen.getByRole('button', { name: 'Trimite mesajul' }));

    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveValue('ion@');
    expect(email).toHaveAccessibleDescription('Introduceți o adresă de e-mail validă.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText(/Mesaj/)).toHaveAccessibleDescription('Scrieți mesajul.');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('answers a refusal of the whole form on its message, leaving the fields that are fine unmarked and unfocused', async () => {
    answerWith({ form_token: ro['office.form.too_fast'] });
    renderWithPage(<ContactForm formToken="signed" />, { shared: { translations: ro } });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/Nume/), 'Ion Popescu');
    await user.type(screen.getByLabelText(/E-mail/), 'ion@example.md');
    await user.type(screen.getByLabelText(/Mesaj/), 'Aveți în stoc mașina de spălat?');
    await user.click(screen.getByRole('button', { name: 'Trimite mesajul' }));

    const message = screen.getByRole('alert');
    expect(message).toHaveTextContent(ro['office.form.too_fast']);
    expect(message.parentElement).toHaveFocus();
    for (const field of [/Nume/, /E-mail/, /Telefon/, /Mesaj/]) {
      expect(screen.getByLabelText(field)).not.toHaveAttribute('aria-invalid');
      expect(screen.getByLabelText(field)).not.toHaveFocus();
    }
  });

  it('stops marking a field invalid as soon as it is corrected', async () => {
    answerWith({ email: 'Introduceți o adresă de e-mail validă.' });
    renderWithPage(<ContactForm formToken="signed" />, { shared: { translations: ro } });
    const user = userEvent.setup();

    await user.type(screen.getByLabelText(/E-mail/), 'ion@');
    await user.click(screen.getByRole('button', { name: 'Trimite mesajul' }));
    const email = screen.getByLabelText(/E-mail/);
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.type(email, 'example.md');

    expect(email).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAccessibleDescription('Introduceți o adresă de e-mail validă.');
  });
});
