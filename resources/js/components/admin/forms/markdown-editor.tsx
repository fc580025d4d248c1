import axios from 'axios';
import { Eye, EyeOff } from 'lucide-react';
import { type ComponentProps, useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Prose } from '@/components/ui/prose';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

type Props = ComponentProps<typeof Textarea>;

type Preview = { state: 'idle' } | { state: 'loading' } | { state: 'ready'; html: string } | { state: 'failed' };

/** How long typing pauses before an open preview follows the text. */
const REFRESH_DELAY_MS = 400;

/**
 * A Markdown field of the back office: the kit's Textarea, a short syntax hint and a Preview that shows what shoppers
 * will see, rendered by the shop itself (`admin.markdown.preview`), following the text while it is open.
 */
export function MarkdownEditor({ hint, rows = 12, ...field }: Props) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [preview, setPreview] = useState<Preview>({ state: 'idle' });
  const text = field.value;

  useEffect(() => {
    if (!open) {
      return;
    }
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      setPreview((current) => (current.state === 'ready' ? current : { state: 'loading' }));
      axios
        .post<{ html: string }>(route('admin.markdown.preview'), { markdown: text }, { signal: controller.signal })
        .then((response) => setPreview({ state: 'ready', html: response.data.html }))
        .catch((error: unknown) => {
          if (!axios.isCancel(error)) {
            setPreview({ state: 'failed' });
          }
        });
    }, REFRESH_DELAY_MS);

    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [open, text]);

  const previewId = `${field.name}-preview`;

  return (
    <div>
      <Textarea
        {...field}
        rows={rows}
        className="[&_textarea]:font-mono [&_textarea]:text-sm"
        hint={
          <>
            {hint !== undefined && <span className="block">{hint}</span>}
            {t('admin.markdown.hint')}
          </>
        }
      />
      <div className="mt-2">
        <Button
          type="button"
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={previewId}
          test={`markdown-preview-${field.name}`}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <EyeOff className="size-4" aria-hidden="true" /> : <Eye className="size-4" aria-hidden="true" />}
          {open ? t('admin.markdown.hide_preview') : t('admin.markdown.show_preview')}
        </Button>
      </div>
      {open && (
        <section
          id={previewId}
          aria-label={t('admin.markdown.preview')}
          aria-live="polite"
          aria-busy={preview.state === 'loading'}
          className="mt-3 rounded-card border border-border bg-surface p-4 dark:bg-surface-raised"
          data-test={`markdown-preview-panel-${field.name}`}
        >
          {preview.state === 'loading' || preview.state === 'idle' ? (
            <Spinner />
          ) : preview.state === 'failed' ? (
            <p className="text-sm text-danger">{t('admin.markdown.failed')}</p>
          ) : preview.html === '' ? (
            <p className="text-sm text-text-muted">{t('admin.markdown.empty')}</p>
          ) : (
            <Prose html={preview.html} />
          )}
        </section>
      )}
    </div>
  );
}
