import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import { Dialog } from '@/components/ui/dialog';
import { Drawer } from '@/components/ui/drawer';
import { Tabs } from '@/components/ui/tabs';
import { renderWithPage } from '@/test/render-page';

function DialogDemo({ kind }: { kind: 'dialog' | 'drawer' }) {
  const [open, setOpen] = useState(false);
  const Overlay = kind === 'dialog' ? Dialog : Drawer;

  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Deschide
      </button>
      <Overlay open={open} onClose={() => setOpen(false)} title="Ștergeți adresa?" test="confirm">
        <input aria-label="Motiv" />
      </Overlay>
    </>
  );
}

describe.each(['dialog', 'drawer'] as const)('%s', (kind) => {
  it('opens as a titled modal, keeps focus inside, closes on Escape and gives focus back', async () => {
    renderWithPage(<DialogDemo kind={kind} />, { shared: { translations: ro } });
    const user = userEvent.setup();
    const opener = screen.getByRole('button', { name: 'Deschide' });

    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Ștergeți adresa?' });
    expect(dialog.querySelector('[data-test="confirm"]')).toContainElement(
      screen.getByRole('textbox', { name: 'Motiv' }),
    );
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let step = 0; step < 4; step += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('closes with its translated close button', async () => {
    renderWithPage(<DialogDemo kind={kind} />, { shared: { translations: ro } });
    const user = userEvent.setup();

    await user.click(screen.getByRole('button', { name: 'Deschide' }));
    const close = await screen.findByRole('button', { name: 'Închide' });
    expect(close).toHaveAttribute('data-test', 'confirm-close');
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Tabs', () => {
  const tabs = [
    { key: 'description', label: 'Descriere', content: <p>Ecran mare</p> },
    { key: 'specs', label: 'Specificații', content: <p>256 GB</p> },
    { key: 'reviews', label: 'Recenzii', content: <p>Cinci stele</p> },
  ];

  it('shows one panel at a time and moves with the arrow keys, Home and End', async () => {
    renderWithPage(<Tabs label="Despre produs" tabs={tabs} />);
    const user = userEvent.setup();

    expect(screen.getByRole('tablist', { name: 'Despre produs' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Descriere' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ecran mare');

    await user.tab();
    expect(screen.getByRole('tab', { name: 'Descriere' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Specificații' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('256 GB');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Recenzii' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Descriere' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Specificații' })).toHaveAttribute('data-test', 'tab-specs');
  });

  it('skips disabled tabs, wraps backwards, ties each tab to its panel and renders only the chosen one', async () => {
    const withDisabled = [
      tabs[0]!,
      { ...tabs[1]!, disabled: true },
      { ...tabs[2]!, test: 'reviews-tab', panelTest: 'reviews-panel' },
    ];
    renderWithPage(<Tabs label="Despre" tabs={withDisabled} variant="pills" aside={<span>Doar diferențele</span>} />);
    const user = userEvent.setup();

    expect(screen.getByText('Doar diferențele')).toBeInTheDocument();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    const reviews = screen.getByRole('tab', { name: 'Recenzii' });
    expect(reviews).toHaveFocus();
    expect(reviews).toHaveAttribute('data-test', 'reviews-tab');
    expect(reviews).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Descriere' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('id', reviews.getAttribute('aria-controls'));
    expect(panel).toHaveAttribute('aria-labelledby', reviews.id);
    expect(panel).toHaveAttribute('data-test', 'reviews-panel');
    expect(panel).toHaveTextContent('Cinci stele');
    expect(screen.queryByText('Ecran mare')).toBeNull();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Descriere' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Recenzii' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Descriere' })).toHaveAttribute('aria-selected', 'true');
  });

  it('reports the chosen index when controlled', async () => {
    const chosen: number[] = [];
    renderWithPage(<Tabs label="Despre" tabs={tabs} selectedIndex={0} onChange={(index) => chosen.push(index)} />);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Recenzii' }));
    expect(chosen).toEqual([2]);
  });
});
