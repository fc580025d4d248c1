import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { AddressCard } from '@/components/addresses/address-card';
import { AddressForm } from '@/components/addresses/address-form';
import { AddressOffer } from '@/components/addresses/address-offer';
import { captureVisits } from '@/test/capture-visits';
import { mockDarkModeMedia } from '@/test/match-media';
import { renderWithPage } from '@/test/render-page';
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
const office: SavedAddress = {
  ...home,
  id: 8,
  label: null,
  zone: 'suburbs',
  zone_label: 'Suburbiile Chișinăului',
  city: 'Ialoveni',
  address: 'str. Alexandru cel Bun 3',
  is_default: false,
};
const zones = ['chisinau', 'suburbs', 'country'];

const shared = (locale: Locale, errors: Record<string, string> = {}) => ({
  shared: { locale, translations: locale === 'ro' ? ro : ru, errors },
});

const visits = captureVisits();

beforeEach(() => mockDarkModeMedia(false));

describe('address card', () => {
  it('marks the default and offers no "make default" on it', () => {
    renderWithPage(
      <ul>
        <AddressCard address={home} onEdit={() => undefined} />
      </ul>,
      shared('ro'),
    );

    expect(screen.getByText('Implicită')).toBeInTheDocument();
    expect(screen.getByText('str. Albișoara 4, Chișinău')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Setează ca implicită/ })).toBeNull();
  });

  it('makes another address the default, each button named after its address (ru)', async () => {
    const user = userEvent.setup();
    renderWithPage(
      <ul>
        <AddressCard address={office} onEdit={() => undefined} />
      </ul>,
      shared('ru'),
    );

    expect(screen.queryByText('Основной')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Сделать основным: str. Alexandru cel Bun 3, Ialoveni' }));

    expect(visits).toEqual([{ method: 'post', url: '/ru/cont/adrese/8/implicita', data: {} }]);
  });

  it('asks before deleting and deletes only when confirmed', async () => {
    const user = userEvent.setup();
    renderWithPage(
      <ul>
        <AddressCard address={office} onEdit={() => undefined} />
      </ul>,
      shared('ro'),
    );

    await user.click(screen.getByRole('button', { name: 'Șterge: str. Alexandru cel Bun 3, Ialoveni' }));
    let dialog = await screen.findByRole('dialog', { name: 'Ștergeți adresa?' });
    await user.click(within(dialog).getByRole('button', { name: 'Renunță' }));
    expect(visits).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Șterge: str. Alexandru cel Bun 3, Ialoveni' }));
    dialog = await screen.findByRole('dialog', { name: 'Ștergeți adresa?' });
    expect(dialog).toHaveTextContent('Adresa „str. Alexandru cel Bun 3, Ialoveni” va fi ștearsă din cont.');
    await user.click(within(dialog).getByRole('button', { name: 'Da, ștergeți' }));

    expect(visits).toEqual([{ method: 'delete', url: '/cont/adrese/8', data: {} }]);
  });
});

describe('address form', () => {
  it('adds a new address with the zone chosen and typed fields', async () => {
    const user = userEvent.setup();
    renderWithPage(<AddressForm zones={zones} onDone={() => undefined} test="address-add-form" />, shared('ro'));

    await user.selectOptions(screen.getByLabelText(/Zona de livrare/), 'country');
    await user.type(screen.getByLabelText(/Localitatea/), 'Cahul');
    await user.type(screen.getByLabelText(/^Adresa \(stradă/), 'str. Republicii 5');
    await user.click(screen.getByLabelText('Adresa implicită la checkout'));
    await user.click(screen.getByRole('button', { name: 'Salvează adresa' }));

    expect(visits).toEqual([
      {
        method: 'post',
        url: '/cont/adrese',
        data: { label: '', zone: 'country', city: 'Cahul', address: 'str. Republicii 5', is_default: true },
      },
    ]);
  });

  it('changes an address in place, starting from what is saved; the default cannot be unticked (ru)', async () => {
    const user = userEvent.setup();
    renderWithPage(
      <AddressForm zones={zones} address={office} onDone={() => undefined} test="address-edit-form" />,
      shared('ru'),
    );

    expect(screen.getByLabelText(/Населённый пункт/)).toHaveValue('Ialoveni');
    expect(screen.getByLabelText(/Зона доставки/)).toHaveValue('suburbs');
    await user.clear(screen.getByLabelText(/Населённый пункт/));
    await user.type(screen.getByLabelText(/Населённый пункт/), 'Ialoveni ');
    await user.click(screen.getByRole('button', { name: 'Сохранить адрес' }));

    expect(visits[0]).toMatchObject({
      method: 'put',
      url: '/ru/cont/adrese/8',
      data: { city: 'Ialoveni ', zone: 'suburbs' },
    });
  });

  it('keeps the default ticked and locked on the default address', () => {
    renderWithPage(
      <AddressForm zones={zones} address={home} onDone={() => undefined} test="address-edit-form" />,
      shared('ro'),
    );

    const box = screen.getByLabelText('Adresa implicită la checkout');
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });
});

describe('address offer', () => {
  it('saves the order’s address as the default in one click', async () => {
    const user = userEvent.setup();
    renderWithPage(
      <AddressOffer
        offer={{
          number: 'ES-2026-000042',
          zone: 'suburbs',
          zone_label: 'Suburbiile Chișinăului',
          city: 'Ialoveni',
          address: 'str. Alexandru cel Bun 3',
        }}
      />,
      shared('ro'),
    );

    expect(screen.getByText('Salvați adresa comenzii ES-2026-000042?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Salvează adresa' }));

    expect(visits).toEqual([
      {
        method: 'post',
        url: '/cont/adrese',
        data: { zone: 'suburbs', city: 'Ialoveni', address: 'str. Alexandru cel Bun 3', label: '', is_default: true },
      },
    ]);
  });
});
