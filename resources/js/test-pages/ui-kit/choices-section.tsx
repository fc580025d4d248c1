import { useState } from 'react';

import { Checkbox } from '@/components/ui/checkbox';
import { ChoiceCards } from '@/components/ui/choice-cards';
import { Price } from '@/components/ui/price';
import { RadioGroup } from '@/components/ui/radio-group';
import { useT } from '@/lib/i18n';
import { Example, ShowcaseSection } from '@/test-pages/ui-kit/showcase-section';

type Delivery = 'courier' | 'pickup' | 'post';
type Payment = 'cash' | 'card' | 'credit';

export function ChoicesSection() {
  const t = useT();
  const [consent, setConsent] = useState(false);
  const [news, setNews] = useState(true);
  const [delivery, setDelivery] = useState<Delivery>('courier');
  const [payment, setPayment] = useState<Payment | null>(null);

  return (
    <ShowcaseSection id="choices" title={t('ui_kit.section.choices')}>
      <Example title={t('ui_kit.component.checkbox')}>
        <div className="space-y-4">
          <Checkbox
            name="consent"
            value={consent}
            onChange={setConsent}
            required
            error={consent ? undefined : t('ui_kit.field.consent_error')}
            label={
              <>
                {t('ui_kit.field.consent')}{' '}
                <a href="#choices-title" className="font-medium text-accent-text underline">
                  {t('ui_kit.field.terms')}
                </a>
              </>
            }
          />
          <Checkbox
            name="news"
            value={news}
            onChange={setNews}
            label={t('ui_kit.field.news')}
            hint={t('ui_kit.field.news_hint')}
          />
          <Checkbox name="locked" value onChange={() => undefined} label={t('ui_kit.state.disabled')} disabled />
        </div>
      </Example>
      <Example title={t('ui_kit.component.radio_group')}>
        <RadioGroup
          name="payment"
          label={t('ui_kit.field.payment')}
          value={payment}
          onChange={setPayment}
          required
          error={payment === null ? t('ui_kit.field.payment_error') : undefined}
          options={[
            { value: 'cash', label: t('ui_kit.payment.cash') },
            { value: 'card', label: t('ui_kit.payment.card') },
            { value: 'credit', label: t('ui_kit.payment.credit'), disabled: true },
          ]}
        />
      </Example>
      <Example title={t('ui_kit.component.choice_cards')} wide>
        <ChoiceCards
          name="delivery"
          label={t('ui_kit.field.delivery')}
          hint={t('ui_kit.field.delivery_hint')}
          value={delivery}
          onChange={setDelivery}
          columns={2}
          options={[
            {
              value: 'courier',
              title: t('ui_kit.delivery.courier'),
              description: t('ui_kit.delivery.courier_text'),
              aside: <Price amount={5000} size="sm" />,
            },
            {
              value: 'pickup',
              title: t('ui_kit.delivery.pickup'),
              description: t('ui_kit.delivery.pickup_text'),
              aside: t('ui_kit.delivery.free'),
            },
            {
              value: 'post',
              title: t('ui_kit.delivery.post'),
              description: t('ui_kit.delivery.post_text'),
              disabled: true,
            },
          ]}
        />
      </Example>
    </ShowcaseSection>
  );
}
