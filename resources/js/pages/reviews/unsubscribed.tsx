import { MailX, TriangleAlert } from 'lucide-react';
import { type ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { Container } from '@/layouts/storefront/container';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type Props = { state: 'unsubscribed' | 'invalid' };

/** Where a review invitation's one-click link lands: no more invitations, or a link that is no good. */
export default function ReviewInvitationsUnsubscribedPage({ state }: Props) {
  const t = useT();
  const route = useRoute();
  const Icon = state === 'invalid' ? TriangleAlert : MailX;

  return (
    <Container className="py-10 sm:py-16">
      <div data-test="review-invitations-page" data-state={state} className="mx-auto max-w-xl text-center">
        <Icon className="mx-auto size-12 text-accent-text" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {t(`reviews.invite.page.${state}.title`)}
        </h1>
        <p className="mt-3 text-text-muted">{t(`reviews.invite.page.${state}.text`)}</p>
        <p className="mt-8">
          <Button href={route('home')} variant="link" size="lg">
            {t('newsletter.page.home')}
          </Button>
        </p>
      </div>
    </Container>
  );
}

ReviewInvitationsUnsubscribedPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
