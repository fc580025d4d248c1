import { useForm } from '@inertiajs/react';
import { type FormEvent } from 'react';

import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ImageField } from '@/components/ui/image-field';
import { useT } from '@/lib/i18n';
import { route } from '@/lib/route';

/** A new file for one picture (multipart PUT): it keeps its alt text and place; the old variants are deleted. */
export function ReplacePictureDialog({
  productId,
  pictureId,
  number,
  currentUrl,
  open,
  onClose,
}: {
  productId: number;
  pictureId: number;
  number: number;
  currentUrl: string;
  open: boolean;
  onClose: () => void;
}) {
  const t = useT();
  const form = useForm<{ file: File | null; _method: 'put' }>({ file: null, _method: 'put' });
  const close = () => {
    form.reset();
    form.clearErrors();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.post(route('admin.products.images.update', { product: productId, image: pictureId }), {
      forceFormData: true,
      preserveScroll: true,
      onSuccess: close,
    });
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('admin.product_images.replace_title', { number })}
      test={`replace-dialog-${pictureId}`}
    >
      <form method="post" onSubmit={submit} className="space-y-4">
        <ImageField
          name="file"
          label={t('admin.product_images.replace_file')}
          hint={t('admin.product_images.replace_hint')}
          error={form.errors.file}
          value={form.data.file}
          onChange={(file) => {
            form.setData('file', file);
            form.clearErrors();
          }}
          currentUrl={currentUrl}
          required
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={close}>
            {t('admin.product_images.cancel')}
          </Button>
          <Button type="submit" loading={form.processing} disabled={form.data.file === null} test="replace-submit">
            {t('admin.product_images.replace_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
