import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Drawer } from '@/components/ui/drawer';
import { Tabs } from '@/components/ui/tabs';
import { TextField } from '@/components/ui/text-field';
import { useT } from '@/lib/i18n';
import { Example, ShowcaseSection } from '@/test-pages/ui-kit/showcase-section';

export function OverlaysSection() {
  const t = useT();
  const [dialog, setDialog] = useState(false);
  const [drawer, setDrawer] = useState(false);
  const [note, setNote] = useState('');

  return (
    <ShowcaseSection id="overlays" title={t('ui_kit.section.overlays')}>
      <Example title={t('ui_kit.component.dialog')}>
        <Button variant="secondary" onClick={() => setDialog(true)} test="open-dialog">
          {t('ui_kit.action.open_dialog')}
        </Button>
        <Dialog
          open={dialog}
          onClose={() => setDialog(false)}
          title={t('ui_kit.dialog.title')}
          description={t('ui_kit.dialog.text')}
          test="showcase-dialog"
          footer={
            <>
              <Button variant="secondary" onClick={() => setDialog(false)}>
                {t('ui_kit.action.cancel')}
              </Button>
              <Button variant="danger" onClick={() => setDialog(false)} test="dialog-confirm">
                {t('ui_kit.action.delete')}
              </Button>
            </>
          }
        >
          <TextField name="reason" value={note} onChange={setNote} label={t('ui_kit.dialog.reason')} />
        </Dialog>
      </Example>
      <Example title={t('ui_kit.component.drawer')}>
        <Button variant="secondary" onClick={() => setDrawer(true)} test="open-drawer">
          {t('ui_kit.action.open_drawer')}
        </Button>
        <Drawer
          open={drawer}
          onClose={() => setDrawer(false)}
          title={t('ui_kit.drawer.title')}
          test="showcase-drawer"
          footer={
            <Button className="w-full" onClick={() => setDrawer(false)}>
              {t('ui_kit.action.apply')}
            </Button>
          }
        >
          <p className="text-sm text-text-muted">{t('ui_kit.drawer.text')}</p>
        </Drawer>
      </Example>
      <Example title={t('ui_kit.component.tabs')} wide>
        <Tabs
          label={t('ui_kit.tabs.label')}
          tabs={[
            {
              key: 'description',
              label: t('ui_kit.tabs.description'),
              content: <p className="text-sm">{t('ui_kit.tabs.description_text')}</p>,
            },
            {
              key: 'specs',
              label: t('ui_kit.tabs.specs'),
              content: <p className="text-sm">{t('ui_kit.tabs.specs_text')}</p>,
            },
            { key: 'reviews', label: t('ui_kit.tabs.reviews'), content: null, disabled: true },
          ]}
        />
      </Example>
    </ShowcaseSection>
  );
}
