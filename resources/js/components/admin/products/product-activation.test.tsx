import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import ro from '../../../../../lang/ro.json';
import ru from '../../../../../lang/ru.json';
import { ProductActivation } from '@/components/admin/products/product-activation';
import { ProductForm } from '@/components/admin/products/product-form';
import { captureVisits } from '@/test/capture-visits';
import { renderWithPage } from '@/test/render-page';

const visits = captureVisits();

const formProps = {
  product: null,
  categories: [],
  brands: [],
  attributes: [],
  category: null,
  reorder_default: 3,
  sees_cost: true,
};

describe('a product as a draft', () => {
  it('says on the create form that a new product is saved as a draft, with no switch to put it on sale', () => {
    renderWithPage(<ProductForm {...formProps} />, { shared: { translations: ro } });

    expect(screen.getByText(ro['admin.products.form.draft_note'])).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: /activ/i })).toBeNull();
    expect(screen.getAllByRole('checkbox').map((box) => box.getAttribute('name'))).toEqual(['is_new', 'is_popular']);
  });

  it('activates a draft in one click, through the bulk route with only this product', async () => {
    renderWithPage(<ProductActivation product={42} active={false} />, { shared: { translations: ru } });

    await userEvent.click(screen.getByRole('button', { name: ru['admin.products.activate'] }));

    expect(visits).toEqual([
      { method: 'post', url: '/admin/produse/in-masa', data: { action: 'activate', ids: [42] } },
    ]);
  });

  it('takes an active product off sale', async () => {
    renderWithPage(<ProductActivation product={7} active />, { shared: { translations: ro } });

    await userEvent.click(screen.getByRole('button', { name: ro['admin.products.deactivate'] }));

    expect(visits[0]?.data).toEqual({ action: 'deactivate', ids: [7] });
  });
});
