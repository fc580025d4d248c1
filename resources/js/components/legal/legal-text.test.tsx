import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { OneClickForm } from '@/components/cart/one-click-form';
import { ApplicationForm } from '@/components/careers/application-form';
import { ContactForm } from '@/components/contacts/contact-form';
import { LegalText } from '@/components/legal/legal-text';
import { SiteFooter } from '@/layouts/storefront/site-footer';
import { NewsletterBox } from '@/components/side-menu/newsletter-box';
import { Checkbox } from '@/components/ui/checkbox';
import { renderWithPage } from '@/test/render-page';
import { sharedProps } from '@/test/shared-props';

const russian = {
  translations: ru,
  locale: 'ru' as const,
  route: { name: 'home', alternates: { ro: '/', ru: '/ru' }, canonical: 'http://shop.test/ru' },
};

function Consent({ text }: { text: string }) {
  const [checked, setChecked] = useState(false);

  return <Checkbox name="terms" label={<LegalText text={text} />} value={checked} onChange={setChecked} required />;
}

describe('consent texts', () => {
  it('link their words to the terms and privacy pages, in a new tab that says so', () => {
    renderWithPage(<Consent text={ro['account.label.terms']} />, { shared: { translations: ro } });

    const terms = screen.getByRole('link', { name: /^termenii și condițiile/ });
    expect(terms).toHaveAttribute('href', '/pagina/termeni-si-conditii');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener');
    expect(terms).toHaveAccessibleName('termenii și condițiile (se deschide într-o filă nouă)');
    const privacy = screen.getByRole('link', { name: /^prelucrarea datelor personale/ });
    expect(privacy).toHaveAttribute('href', '/pagina/confidentialitate');
    // The sentence reads whole, without the markers.
    const label = screen.getByText(/^Accept/, { selector: 'label' });
    expect(label.textContent).toMatch(/^Accept termenii și condițiile.* magazinului și prelucrarea datelor personale/);
    expect(label.textContent).not.toMatch(/[[\]()]terms|\(privacy\)/);
  });

  it('lead to the Russian pages on a Russian page', () => {
    renderWithPage(<Consent text={ru['checkout.consent']} />, { shared: russian });

    expect(screen.getByRole('link', { name: /^условиями продажи/ })).toHaveAttribute(
      'href',
      '/ru/pagina/termeni-si-conditii',
    );
    expect(
      screen.getByRole('link', { name: /^обработку персональных данных \(откроется в новой вкладке\)$/ }),
    ).toHaveAttribute('href', '/ru/pagina/confidentialitate');
  });

  it('still ticks the box when the label itself is clicked, not its link', async () => {
    renderWithPage(<Consent text={ro['credit.form.consent']} />, { shared: { translations: ro } });
    const user = userEvent.setup();

    await user.click(screen.getByText(/pentru examinarea cererii/));

    expect(screen.getByRole('checkbox')).toBeChecked();
  });

  it('leave words whose page is unknown as plain text', () => {
    renderWithPage(<LegalText text="Citiți [regulile](rules) și [termenii](terms)." />, {
      shared: { translations: ro },
    });

    expect(screen.getByText(/Citiți regulile și/)).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('every consent string links to the privacy page in both languages', () => {
    const keys = [
      'account.label.terms',
      'checkout.consent',
      'credit.form.consent',
      'careers.form.privacy',
      'office.form.privacy',
      'newsletter.privacy',
      'one_click.privacy',
    ] as const;
    for (const strings of [ro, ru]) {
      for (const key of keys) {
        expect(strings[key], key).toMatch(/\[[^\]]+\]\(privacy\)/);
      }
    }
  });
});

describe('forms that take personal data', () => {
  it('buy in one click links to the terms and privacy pages in its language', () => {
    renderWithPage(<OneClickForm product={{ id: 7, is_stock: true }} />, { shared: russian });
    const note = within(screen.getByRole('form'));

    expect(note.getByRole('link', { name: /^условия продажи/ })).toHaveAttribute(
      'href',
      '/ru/pagina/termeni-si-conditii',
    );
    expect(note.getByRole('link', { name: /^обработку персональных данных/ })).toHaveAttribute(
      'href',
      '/ru/pagina/confidentialitate',
    );
  });

  it('the contact form and the job application link to the privacy page in a new tab', () => {
    const { unmount } = renderWithPage(<ContactForm formToken="signed" />, { shared: { translations: ro } });
    const contact = screen.getByRole('link', { name: /^politica de confidențialitate/ });
    expect(contact).toHaveAttribute('href', '/pagina/confidentialitate');
    expect(contact).toHaveAttribute('target', '_blank');
    unmount();

    renderWithPage(<ApplicationForm slug="consultant-vanzari" cvMaxBytes={5_242_880} />, { shared: russian });
    expect(screen.getByRole('link', { name: /^политике конфиденциальности/ })).toHaveAttribute(
      'href',
      '/ru/pagina/confidentialitate',
    );
  });
});

describe('newsletter box', () => {
  it('says how the address is used, linking to the privacy page', () => {
    renderWithPage(<NewsletterBox />, { shared: { translations: ro } });

    expect(screen.getByRole('link', { name: /^politica de confidențialitate/ })).toHaveAttribute(
      'href',
      '/pagina/confidentialitate',
    );
  });
});

describe('footer', () => {
  it('has a group of legal and help pages opening in the same tab', () => {
    renderWithPage(<SiteFooter />, { shared: { translations: ro } });
    const group = within(screen.getByRole('navigation', { name: 'Pentru cumpărători' }));

    const links = group.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Termeni și condiții', '/pagina/termeni-si-conditii'],
      ['Livrare', '/pagina/livrare'],
      ['Plata', '/pagina/plata'],
      ['Garanție', '/pagina/garantie'],
      ['Returnare', '/pagina/returnare'],
      ['Confidențialitate', '/pagina/confidentialitate'],
      ['Cookie-uri', '/pagina/cookie-uri'],
    ]);
    for (const link of links) {
      expect(link).not.toHaveAttribute('target');
    }
  });

  it('in Russian, with the slugs the server shares', () => {
    renderWithPage(<SiteFooter />, {
      shared: {
        ...russian,
        shop: { ...sharedProps().shop, legal_pages: { ...sharedProps().shop.legal_pages, returns: 'retur' } },
      },
    });
    const group = within(screen.getByRole('navigation', { name: 'Покупателям' }));

    expect(group.getByRole('link', { name: 'Условия продажи' })).toHaveAttribute(
      'href',
      '/ru/pagina/termeni-si-conditii',
    );
    expect(group.getByRole('link', { name: 'Возврат' })).toHaveAttribute('href', '/ru/pagina/retur');
    expect(group.getByRole('link', { name: 'Конфиденциальность' })).toHaveAttribute(
      'href',
      '/ru/pagina/confidentialitate',
    );
  });
});
