import { useForm } from '@inertiajs/react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { describe, expect, it } from 'vitest';

import ro from '../../../lang/ro.json';

import { TranslatedFields } from '@/components/admin/forms/translated-fields';
import { useTranslatedField } from '@/hooks/use-translated-field';
import { renderWithPage } from '@/test/render-page';

type Values = { title: { ro: string; ru: string }; figures: { label: { ro: string; ru: string } }[] };

function Form({ onData }: { onData: (data: Values) => void }) {
  const form = useForm<Values>({
    title: { ro: 'Despre noi', ru: 'О нас' },
    figures: [{ label: { ro: 'ani', ru: 'лет' } }, { label: { ro: 'magazine', ru: 'магазинов' } }],
  });
  const translated = useTranslatedField(form);
  const { setError } = form;
  useEffect(() => {
    setError('figures.1.label.ru', 'Obligatoriu.');
  }, [setError]);
  useEffect(() => {
    onData(form.data);
  }, [form.data, onData]);

  return (
    <>
      <TranslatedFields field={translated('title')} label="Titlul" required />
      <TranslatedFields field={translated('figures.1.label')} label={{ key: 'admin.catalog.fields.name' }} />
    </>
  );
}

describe('useTranslatedField', () => {
  it('binds each language of a nested text to its own field, named as the server names its error', async () => {
    let data: Values | null = null;
    const user = userEvent.setup();
    const record = (next: Values) => {
      data = next;
    };
    renderWithPage(<Form onData={record} />, { shared: { translations: ro } });

    const titleRo = screen.getByRole('textbox', { name: `Titlul (${ro['locale.ro']})` });
    expect(titleRo).toHaveAttribute('name', 'title.ro');
    expect(titleRo).toHaveAttribute('lang', 'ro');
    expect(titleRo).toHaveValue('Despre noi');
    expect(screen.getByRole('textbox', { name: `Titlul (${ro['locale.ru']})` })).toHaveValue('О нас');

    const labelRu = screen.getByRole('textbox', { name: ro['admin.catalog.fields.name_ru'] });
    expect(labelRu).toHaveAttribute('name', 'figures.1.label.ru');
    expect(labelRu).toHaveValue('магазинов');

    await user.clear(titleRo);
    await user.type(titleRo, 'Cine suntem');
    expect(data).toEqual({
      title: { ro: 'Cine suntem', ru: 'О нас' },
      figures: [{ label: { ro: 'ani', ru: 'лет' } }, { label: { ro: 'magazine', ru: 'магазинов' } }],
    });
  });

  it("shows the server's error beside its field and clears it once the field is typed in", async () => {
    const user = userEvent.setup();
    const ignore = () => undefined;
    renderWithPage(<Form onData={ignore} />, { shared: { translations: ro } });

    expect(await screen.findByText('Obligatoriu.')).toBeInTheDocument();
    const labelRu = screen.getByRole('textbox', { name: ro['admin.catalog.fields.name_ru'] });
    expect(labelRu).toHaveAttribute('aria-invalid', 'true');

    await user.type(labelRu, '!');
    expect(screen.queryByText('Obligatoriu.')).not.toBeInTheDocument();
    expect(labelRu).toHaveValue('магазинов!');
  });
});
