import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { DiscountFields } from '@/components/admin/promotions/discount-fields';
import { renderWithPage } from '@/test/render-page';
import { type PromotionDiscountType } from '@/types/admin-marketing';

function Harness({ initial }: { initial: PromotionDiscountType }) {
  const [type, setType] = useState<PromotionDiscountType>(initial);
  const [value, setValue] = useState('');

  return (
    <DiscountFields
      type={{ name: 'discount_type', value: type, onChange: setType, error: undefined }}
      value={{
        name: 'discount_value',
        value,
        onChange: setValue,
        error: 'Procentul reducerii trebuie să fie între 1 și 90.',
      }}
    />
  );
}

describe('promotion discount fields', () => {
  it('asks for a value only once a percent or an amount is chosen, labelled by its unit', async () => {
    renderWithPage(<Harness initial="none" />, { shared: { translations: ro } });
    const user = userEvent.setup();

    expect(screen.getByLabelText('Fără: prețurile produselor rămân ale lor')).toBeChecked();
    expect(screen.queryByLabelText(/Reducerea, %/)).toBeNull();

    await user.click(screen.getByLabelText('Procent din preț'));
    const percent = screen.getByLabelText(/Reducerea, %/);
    expect(percent).toHaveAttribute('max', '90');
    expect(percent).toHaveAccessibleDescription(/Procentul reducerii trebuie să fie între 1 și 90\./);

    await user.click(screen.getByLabelText('Sumă scăzută din preț (lei)'));
    expect(screen.getByLabelText(/Reducerea, lei/)).not.toHaveAttribute('max');
  });

  it('speaks Russian', () => {
    renderWithPage(<Harness initial="amount" />, { shared: { translations: ru, locale: 'ru' } });

    expect(screen.getByLabelText('Сумма скидки (лей)')).toBeChecked();
    expect(screen.getByLabelText(/Скидка, лей/)).toBeInTheDocument();
  });
});
