import { useState } from 'react';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Alert, type AlertTone } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Price } from '@/components/ui/price';
import { Toast } from '@/components/ui/toast';
import { useT } from '@/lib/i18n';
import { Example, ShowcaseSection } from '@/test-pages/ui-kit/showcase-section';

const BADGE_TONES: readonly BadgeTone[] = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'];
const ALERT_TONES: readonly AlertTone[] = ['success', 'error', 'warning', 'info'];

export function FeedbackSection() {
  const t = useT();
  const [toast, setToast] = useState<{ id: number; text: string } | null>(null);

  return (
    <ShowcaseSection id="feedback" title={t('ui_kit.section.feedback')}>
      <Example title={t('ui_kit.component.badge')}>
        <div className="flex flex-wrap gap-2">
          {BADGE_TONES.map((tone) => (
            <Badge key={tone} tone={tone} test={`badge-${tone}`}>
              {t(`ui_kit.tone.${tone}`)}
            </Badge>
          ))}
        </div>
      </Example>
      <Example title={t('ui_kit.component.price')}>
        <div className="space-y-2">
          <div>
            <Price amount={1299900} />
          </div>
          <div>
            <Price amount={1049900} old={1299900} size="lg" />
          </div>
        </div>
      </Example>
      <Example title={t('ui_kit.component.alert')} wide>
        <div className="grid gap-3 sm:grid-cols-2">
          {ALERT_TONES.map((tone) => (
            <Alert key={tone} tone={tone} title={t(`ui_kit.alert.${tone}_title`)} test={`alert-${tone}`}>
              {t(`ui_kit.alert.${tone}`)}
            </Alert>
          ))}
        </div>
      </Example>
      <Example title={t('ui_kit.component.toast')}>
        <Button
          variant="secondary"
          test="showcase-show-toast"
          onClick={() => setToast({ id: Date.now(), text: t('ui_kit.alert.success') })}
        >
          {t('ui_kit.action.show_toast')}
        </Button>
        <Toast message={toast} onClose={() => setToast(null)} test="showcase-toast" />
      </Example>
      <Example title={t('ui_kit.component.card')} wide>
        <Card
          header={t('ui_kit.card.title')}
          actions={
            <Button variant="link" size="sm">
              {t('ui_kit.action.edit')}
            </Button>
          }
          footer={<p className="text-sm text-text-muted">{t('ui_kit.card.footer')}</p>}
          test="showcase-card"
        >
          <p className="text-sm">{t('ui_kit.card.text')}</p>
        </Card>
      </Example>
    </ShowcaseSection>
  );
}
