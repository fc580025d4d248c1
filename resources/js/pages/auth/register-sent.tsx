import { MailCheck } from 'lucide-react';
import { type ReactNode } from 'react';

import { AuthCard } from '@/components/auth/auth-card';
import { Button } from '@/components/ui/button';
import StorefrontLayout from '@/layouts/storefront-layout';
import { useT } from '@/lib/i18n';
import { useRoute } from '@/lib/route';

type Props = { email: string | null };

/**
 * Where every registration lands, new address or not: the page never says whether the address already had an
 * account (its owner learns that from the e-mail).
 */
export default function RegisterSentPage({ email }: Props) {
  const t = useT();
  const route = useRoute();

  return (
    <AuthCard
      title={t('account.register.sent_title')}
      intro={
        <p className="flex items-start gap-2" data-test="register-sent">
          <MailCheck className="mt-0.5 size-5 shrink-0 text-accent-text" aria-hidden="true" />
          <span>
            {email === null ? t('account.register.sent_intro_no_email') : t('account.register.sent_intro', { email })}
          </span>
        </p>
      }
    >
      <p className="text-sm text-text-muted">{t('account.register.sent_hint')}</p>
      <Button href={route('login')} variant="secondary" className="mt-6 w-full" test="login-link">
        {t('account.register.sent_login')}
      </Button>
    </AuthCard>
  );
}

RegisterSentPage.layout = (page: ReactNode) => <StorefrontLayout>{page}</StorefrontLayout>;
