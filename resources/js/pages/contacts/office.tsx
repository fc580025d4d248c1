import { type ReactNode } from 'react';

import { Breadcrumbs, type Crumb } from '@/components/catalog/breadcrumbs';
import { ContactForm } from '@/components/contacts/contact-form';
import { OfficeDetails } from '@/components/contacts/office-details';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { type OfficeDetails as Office } from '@/types/content';

type Props = {
  breadcrumbs: Crumb[];
  office: Office;
  form_token: string;
};

/** The head office's contacts and hours, the company's details, and a form to write to the shop. */
export default function OfficePage({ breadcrumbs, office, form_token }: Props) {
  const t = useT();

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />
      <h1 data-test="office-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
        {t('office.title')}
      </h1>
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <OfficeDetails office={office} />
        <section
          aria-labelledby="contact-form-title"
          className="relative rounded-xl border border-border bg-surface-raised p-4 sm:p-6"
        >
          <h2 id="contact-form-title" className="text-xl font-semibold text-text">
            {t('office.form.title')}
          </h2>
          <p className="mt-1 mb-4 text-sm text-text-muted">{t('office.form.intro')}</p>
          <ContactForm formToken={form_token} />
        </section>
      </div>
    </Container>
  );
}

OfficePage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
