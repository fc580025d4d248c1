import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';
import { ProductPicker } from '@/components/admin/promotions/product-picker';
import { renderWithPage } from '@/test/render-page';
import { type PickedProduct } from '@/types/admin-marketing';

const kettle: PickedProduct = { id: 4, name: 'Fierbător Tefal', sku: 'KT-4', price: 45_000 };
const iron: PickedProduct = { id: 5, name: 'Fier de călcat Tefal', sku: 'IR-5', price: 60_000 };

function Picker({ initial }: { initial: PickedProduct[] }) {
  const [products, setProducts] = useState(initial);

  return <ProductPicker products={products} onChange={setProducts} />;
}

describe('the back office product search (the promotion picker)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks its own endpoint from two characters, marks what is chosen and adds the rest', async () => {
    const get = vi.spyOn(axios, 'get').mockResolvedValue({ data: { products: [kettle, iron] } });
    renderWithPage(<Picker initial={[kettle]} />, { shared: { translations: ro } });
    const user = userEvent.setup();

    await user.type(screen.getByRole('searchbox'), 't');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(get).not.toHaveBeenCalled();
    await user.type(screen.getByRole('searchbox'), 'efal');
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    expect(get).toHaveBeenCalledWith('/admin/promotii/produse', expect.objectContaining({ params: { q: 'tefal' } }));

    expect(await screen.findByRole('button', { name: /Adăugat/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Adaugă/ }));
    expect(document.querySelectorAll('[data-test="picked-product"]')).toHaveLength(2);
    expect(screen.getAllByRole('button', { name: /Adăugat/ })).toHaveLength(2);
  });

  it('says when nothing matches the text still typed', async () => {
    vi.spyOn(axios, 'get').mockResolvedValue({ data: { products: [] } });
    renderWithPage(<Picker initial={[]} />, { shared: { translations: ro } });

    await userEvent.setup().type(screen.getByRole('searchbox'), 'xyz');
    expect(await screen.findByText(ro['admin.promotions.product_none_found'])).toBeInTheDocument();
  });
});
