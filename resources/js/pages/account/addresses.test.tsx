import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import AddressesPage from '@/pages/account/addresses';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderPage } from '@/test/render-page';
import { type SavedAddress } from '@/types/account';
import { type Locale } from '@/types/shared';

const home: SavedAddress = {
  id: 7,
  label: 'Acasă',
  zone: 'chisinau',
  zone_label: 'Chișinău',
  city: 'Chișinău',
  address: 'str. Albișoara 4',
  is_default: true,
};

function renderAddresses(locale: Locale, addresses: SavedAddress[], max = 10) {
  return renderPage(AddressesPage, {
    component: 'account/addresses',
    url: locale === 'ro' ? '/cont/adrese' : '/ru/cont/adrese',
    shared: { locale, translations: locale === 'ro' ? ro : ru },
    props: { breadcrumbs: [], addresses, zones: ['chisinau', 'suburbs', 'country'], max, offer: null },
  });
}

captureVisits();

beforeEach(() => mockDarkModeMedia(false));

describe('saved addresses page', () => {
  it('moves the keyboard into a form it opens and back to its button when it closes', async () => {
    const user = userEvent.setup();
    renderAddresses('ro', [home]);

    await user.click(screen.getByRole('button', { name: 'Adaugă o adresă' }));
    expect(screen.getByLabelText(/Zona de livrare/)).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Renunță' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Adaugă o adresă' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Modifică: str. Albișoara 4, Chișinău' }));
    expect(screen.getByLabelText(/Zona de livrare/)).toHaveFocus();
    expect(screen.getByLabelText(/^Adresa \(stradă/)).toHaveValue('str. Albișoara 4');
    await user.click(screen.getByRole('button', { name: 'Renunță' }));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Modifică: str. Albișoara 4, Chișinău' })).toHaveFocus(),
    );
  });

  it('says how many of the allowed addresses are kept and offers no new one when full (ru)', () => {
    const many = Array.from({ length: 10 }, (_, index) => ({ ...home, id: index + 1, is_default: index === 0 }));
    renderAddresses('ru', many);

    expect(document.querySelector('[data-test="addresses-count"]')).toHaveTextContent('10 из 10 адресов');
    expect(screen.queryByRole('button', { name: 'Добавить адрес' })).toBeNull();
  });

  it('says when there are none yet', () => {
    renderAddresses('ro', []);
    expect(screen.getByText('Nu aveți încă nicio adresă salvată.')).toBeInTheDocument();
  });
});
