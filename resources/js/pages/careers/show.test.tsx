import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import VacancyPage from '@/pages/careers/show';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type Vacancy } from '@/types/content';

const vacancy: Vacancy = {
  id: 1,
  slug: 'consultant-vanzari-chisinau',
  title: 'Consultant vânzări electronice',
  city: 'Chișinău',
  employment_type: 'full_time',
  employment_type_label: 'Normă întreagă',
  summary: 'Ajuți cumpărătorii.',
  description: 'Ajuți cumpărătorii.\n\nOferim salariu fix.',
  requirements: ['Română și rusă', 'Interes pentru tehnică'],
  url: '/cariera/consultant-vanzari-chisinau',
};

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

function render(locale: 'ro' | 'ru' = 'ro', flash?: Record<string, unknown>) {
  return renderPage(VacancyPage, {
    component: 'careers/show',
    url: locale === 'ro' ? vacancy.url : `/ru${vacancy.url}`,
    props: { breadcrumbs: [], vacancy, cvMaxBytes: 5 * 1024 * 1024 },
    shared: { translations: locale === 'ro' ? ro : ru, locale, meta: { title: vacancy.title } },
    flash,
  });
}

function el(test: string): HTMLElement {
  const found = document.querySelector<HTMLElement>(`[data-test="${test}"]`);
  if (found === null) throw new Error(`No [data-test="${test}"]`);

  return found;
}

describe('vacancy page', () => {
  it('shows the job, its requirements and a labelled application form', () => {
    render();

    expect(screen.getByRole('heading', { level: 1, name: vacancy.title })).toBeInTheDocument();
    expect(el('vacancy-requirements').querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByLabelText(/Nume și prenume/)).toBeRequired();
    expect(screen.getByLabelText(/CV \(PDF sau DOCX/)).toHaveAttribute('accept', expect.stringContaining('.pdf'));
  });

  it('refuses a CV over 5 MB before uploading it, in the shopper’s language', async () => {
    const user = userEvent.setup();
    render('ru');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'cv.pdf', { type: 'application/pdf' });

    await user.upload(el('field-cv'), big);
    expect(screen.getByText('Файл слишком большой: резюме может весить не больше 5 МБ.')).toBeInTheDocument();
    await user.click(el('application-submit'));
    expect(visits).toHaveLength(0);
  });

  it('sends the typed fields and the file to the vacancy’s address', async () => {
    const user = userEvent.setup();
    render();
    const cv = new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' });

    await user.type(el('field-name'), 'Ion Popescu');
    await user.type(el('field-phone'), '060123456');
    await user.type(el('field-email'), 'ion@example.md');
    await user.upload(el('field-cv'), cv);
    await user.click(el('application-submit'));

    expect(visits).toHaveLength(1);
    expect(visits[0]?.url).toBe('/cariera/consultant-vanzari-chisinau');
  });

  it('thanks the applicant after sending', () => {
    render('ro', { applied: { id: 7, email: 'ion@example.md' } });

    expect(el('application-sent')).toHaveTextContent('Mulțumim! Candidatura a fost trimisă.');
    expect(el('application-sent')).toHaveTextContent('ion@example.md');
    expect(document.querySelector('[data-test="application-form"]')).toBeNull();
  });
});
