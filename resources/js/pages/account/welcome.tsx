import { PartyPopper } from 'lucide-react';
import { type ReactNode } from 'react';

import { TextLink } from '@/components/account/text-link';
import { AddressOffer } from '@/components/addresses/address-offer';
import { Container } from '@/layouts/storefront/container';
import { Button } from '@/components/ui/button';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';
import { type Account, type AddressOffer as Offer } from '@/types/account';

/**
 * Right after registration: a greeting, what to do about the e-mail, the way back to shopping, and for an account
 * created from a guest order, that order's address to save.
 */
export default function WelcomePage({ account, offer }: { account: Account; offer: Offer | null }) {
  const t = useT();
  const route = useRoute();

  return (
    <Container className="flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-lg text-center">
        <PartyPopper className="mx-auto size-12 text-accent-text" aria-hidden="true" />
        <h1 data-test="page-heading" className="mt-4 text-2xl font-bold tracking-tight sm:text-3xl">
          {t('account.welcome.heading', { name: account.name })}
        </h1>
        <p data-test="welcome-text" className="mt-3 text-text-muted">
          {account.email_verified
            ? t('account.welcome.verified')
            : t('account.welcome.intro', { email: account.email })}
        </p>
        {offer !== null && (
          <div className="mt-6">
            <AddressOffer offer={offer} />
          </div>
        )}
        <div className="mt-6 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <Button href={route('home')} test="welcome-shop">
            {t('account.welcome.shop')}
          </Button>
          <TextLink
            href={route(account.email_verified ? 'account.dashboard' : 'verification.notice')}
            data-test="welcome-account"
          >
            {t('account.welcome.account')}
          </TextLink>
        </div>
      </div>
    </Container>
  );
}

WelcomePage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
