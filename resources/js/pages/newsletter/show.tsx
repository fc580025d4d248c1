import { useForm } from '@inertiajs/react';
import { CheckCircle2, MailX, TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode } from 'react';

import { Container } from '@/layouts/storefront/container';
import { NewsletterBox } from '@/components/side-menu/newsletter-box';
import { Button } from '@/components/ui/button';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type State = 'confirmed' | 'invalid' | 'unsubscribe' | 'unsubscribed';

type Props = { state: State; email: string | null; unsubscribe_url: string | null };

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
        <Icon className="mx-auto size-12 text-accent-text" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">{t(`newsletter.page.${state}.title`)}</h1>
        <p className="mt-3 text-text-muted">{t(`newsletter.page.${state}.text`, { email: email ?? '' })}</p>
        {state === 'unsubscribe' && (
          <form method="post" onSubmit={unsubscribe} className="mt-6">
            <Button type="submit" size="lg" loading={form.processing} test="newsletter-unsubscribe">
              {t('newsletter.page.unsubscribe.submit')}
            </Button>
          </form>
        )}
        {state === 'confirmed' && unsubscribe_url !== null && (
          <p className="mt-6 text-sm">
            <Button href={unsubscribe_url} variant="link" test="newsletter-unsubscribe-link">
              {t('newsletter.page.unsubscribe_link')}
            </Button>
          </p>
        )}
        {(state === 'invalid' || state === 'unsubscribed') && (
          <div className="mt-6 text-left">
            <NewsletterBox />
          </div>
        )}
        <p className="mt-8">
          <Button href={route('home')} variant="link" size="lg">
            {t('newsletter.page.home')}
          </Button>
        </p>
      </div>
    </Container>
  );
}

NewsletterPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
