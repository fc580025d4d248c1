import { useForm } from '@inertiajs/react';
import { ImagePlus } from 'lucide-react';
import { type DragEvent, type FormEvent, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { controlClasses, FieldFrame, useFieldWiring } from '@/components/ui/field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * Adding pictures: several files picked at once or dropped on the box, sent together (multipart). The server judges
 * each by its bytes; an error about one file (`images.N`) or the whole lot (`images`) shows under the picker.
 */
export function UploadImagesForm({ productId, room, limit }: { productId: number; room: number; limit: number }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const form = useForm<{ images: File[] }>({ images: [] });
  const errors = form.errors as Partial<Record<string, string>>;
  const error = errors.images ?? Object.entries(errors).find(([key]) => key.startsWith('images.'))?.[1];
  const wiring = useFieldWiring({ name: 'images', error, hint: t('admin.product_images.upload.hint') });

  const choose = (files: FileList | null) => {
    form.setData('images', Array.from(files ?? []));
    form.clearErrors();
  };
  const clear = () => {
    form.reset();
    form.clearErrors();
    if (input.current !== null) input.current.value = '';
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('admin.products.images.store', { product: productId }), {
      forceFormData: true,
      preserveScroll: true,
      onSuccess: clear,
    });
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    choose(event.dataTransfer.files);
  };

  return (
    <Card header={t('admin.product_images.upload.title')} test="upload-images">
      <form
        method="post"
        onSubmit={submit}
        onDragOver={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        className={`space-y-4 rounded-card border-2 border-dashed p-4 transition-colors ${over ? 'border-accent bg-accent-soft' : 'border-border'}`}
        data-test="upload-drop-zone"
      >
        <div className="flex items-center gap-3 text-text-muted">
          <ImagePlus className="size-6 shrink-0" aria-hidden="true" />
          <p className="text-sm">
            {t('admin.product_images.count', { count: limit - room, max: limit })} ·{' '}
            {t('admin.product_images.upload.drop')}
          </p>
        </div>
        <FieldFrame
          name="images"
          label={t('admin.product_images.upload.label')}
          hint={t('admin.product_images.upload.hint')}
          error={error}
          wiring={wiring}
        >
          <input
            ref={input}
            type="file"
            name="images[]"
            multiple
            accept={ACCEPT}
            disabled={room === 0}
            onChange={(event) => choose(event.target.files)}
            className={`${controlClasses} py-2 file:mr-3 file:rounded-md file:border-0 file:bg-surface-muted file:px-3 file:py-1 file:text-sm file:font-medium file:text-text`}
            {...wiring.control}
          />
        </FieldFrame>
        <div className="flex flex-wrap items-center gap-2">
          <Button
            type="submit"
            loading={form.processing}
            disabled={form.data.images.length === 0 || room === 0}
            test="upload-submit"
          >
            {t('admin.product_images.upload.submit')}
          </Button>
          {form.data.images.length > 0 && (
            <>
              <span className="text-sm text-text-muted" data-test="upload-chosen">
                {t('admin.product_images.upload.chosen', { count: form.data.images.length })}
              </span>
              <Button variant="ghost" size="sm" onClick={clear} disabled={form.processing}>
                {t('admin.product_images.upload.clear')}
              </Button>
            </>
          )}
        </div>
      </form>
    </Card>
  );
}
