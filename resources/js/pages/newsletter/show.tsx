import { Link, useForm } from '@inertiajs/react';
import { CheckCircle2, MailX, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';

import { Container } from '@/components/layout/container';
import { NewsletterBox } from '@/components/side-menu/newsletter-box';
import StoreLayout from '@/layouts/store-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type State = 'confirmed' | 'invalid' | 'unsubscribe' | 'unsubscribed';

type Props = { state: State; email: string | null; unsubscribe_url: string | null };

const linkClass = 'rounded-sm text-brand-700 underline-offset-2 hover:underline dark:text-brand-400';

/** Where the newsletter e-mails' links land: confirmed, unsubscribe (asked, then done), or a link that is no good. */
export default function NewsletterPage({ state, email, unsubscribe_url }: Props) {
  const t = useT();
  const route = useRoute();
  const form = useForm({});
  const Icon = state === 'confirmed' ? CheckCircle2 : state === 'invalid' ? TriangleAlert : MailX;

  const unsubscribe = (event: FormEvent) => {
    event.preventDefault();
    if (unsubscribe_url !== null) form.post(unsubscribe_url);
  };

  return (
    <Container className="py-10 sm:py-16">
      <div data-test="newsletter-page" data-state={state} className="mx-auto max-w-xl text-center">
        <Icon className="mx-auto size-12 text-brand-600 dark:text-brand-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t(`newsletter.page.${state}.title`)}</h1>
        <p className="mt-3 text-neutral-700 dark:text-neutral-300">
          {t(`newsletter.page.${state}.text`, { email: email ?? '' })}
        </p>
        {state === 'unsubscribe' && (
          <form onSubmit={unsubscribe} className="mt-6">
            <button
              type="submit"
              disabled={form.processing}
              data-test="newsletter-unsubscribe"
              className="h-11 rounded-md bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:opacity-60"
            >
              {t('newsletter.page.unsubscribe.submit')}
            </button>
          </form>
        )}
        {state === 'confirmed' && unsubscribe_url !== null && (
          <p className="mt-6 text-sm">
            <Link href={unsubscribe_url} data-test="newsletter-unsubscribe-link" className={linkClass}>
              {t('newsletter.page.unsubscribe_link')}
            </Link>
          </p>
        )}
        {(state === 'invalid' || state === 'unsubscribed') && (
          <div className="mt-6 text-left">
            <NewsletterBox />
          </div>
        )}
        <p className="mt-8">
          <Link href={route('home')} className={linkClass}>
            {t('newsletter.page.home')}
          </Link>
        </p>
      </div>
    </Container>
  );
}

NewsletterPage.layout = (page: ReactNode) => <StoreLayout>{page}</StoreLayout>;
