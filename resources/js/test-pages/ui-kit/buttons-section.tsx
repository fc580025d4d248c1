import { Plus } from 'lucide-react';

import { Button, type ButtonVariant, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { Example, ShowcaseSection } from '@/test-pages/ui-kit/showcase-section';
import { useT } from '@/lib/i18n';

const VARIANTS: readonly ButtonVariant[] = ['primary', 'secondary', 'danger', 'ghost', 'link'];

export function ButtonsSection() {
  const t = useT();

  return (
    <ShowcaseSection id="buttons" title={t('ui_kit.section.buttons')}>
      <Example title={t('ui_kit.state.variants')} wide>
        <div className="flex flex-wrap items-center gap-3">
          {VARIANTS.map((variant) => (
            <Button key={variant} variant={variant} test={`button-${variant}`}>
              {t(`ui_kit.variant.${variant}`)}
            </Button>
          ))}
        </div>
      </Example>
      <Example title={t('ui_kit.state.sizes')}>
        <div className="flex flex-wrap items-center gap-3">
          <Button size="sm">{t('ui_kit.size.sm')}</Button>
          <Button size="md">{t('ui_kit.size.md')}</Button>
          <Button size="lg">
            <Plus className="size-5" aria-hidden="true" />
            {t('ui_kit.size.lg')}
          </Button>
        </div>
      </Example>
      <Example title={t('ui_kit.state.loading_disabled')}>
        <div className="flex flex-wrap items-center gap-3">
          <Button loading test="button-loading">
            {t('ui_kit.action.save')}
          </Button>
          <Button variant="secondary" loading>
            {t('ui_kit.action.save')}
          </Button>
          <Button disabled test="button-disabled">
            {t('ui_kit.action.save')}
          </Button>
          <Button variant="secondary" disabled>
            {t('ui_kit.action.cancel')}
          </Button>
        </div>
      </Example>
      <Example title={t('ui_kit.state.links')}>
        <div className="flex flex-wrap items-center gap-3">
          <Button href="/__ui" variant="secondary" test="button-link">
            {t('ui_kit.action.open_link')}
          </Button>
          <a href="#buttons-title" className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
            {t('ui_kit.action.anchor')}
          </a>
        </div>
      </Example>
      <Example title={t('ui_kit.component.spinner')}>
        <div className="flex items-center gap-4 text-text-muted">
          <Spinner size="sm" />
          <Spinner />
          <Spinner size="lg" />
        </div>
      </Example>
    </ShowcaseSection>
  );
}
