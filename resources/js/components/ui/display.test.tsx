import { screen } from '@testing-library/react';
import { Inbox } from 'lucide-react';
import { describe, expect, it } from 'vitest';

import ro from '../../../../lang/ro.json';
import ru from '../../../../lang/ru.json';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { Price } from '@/components/ui/price';
import { Spinner } from '@/components/ui/spinner';
import { renderWithPage } from '@/test/render-page';

describe('Badge', () => {
  it('draws each tone differently and passes its mark through', () => {
    const tones = ['neutral', 'brand', 'success', 'warning', 'danger', 'info'] as const;
    renderWithPage(
      <>
        {tones.map((tone) => (
          <Badge key={tone} tone={tone} test={`badge-${tone}`}>
            {tone}
          </Badge>
        ))}
      </>,
    );
    const classes = tones.map((tone) => screen.getByText(tone).className);

    expect(new Set(classes).size).toBe(tones.length);
    expect(screen.getByText('danger')).toHaveAttribute('data-test', 'badge-danger');
  });
});

describe('Alert', () => {
  it('is a polite status for success and info, an alert for errors and warnings', () => {
    renderWithPage(
      <>
        <Alert tone="success" title="Salvat" test="saved">
          Datele au fost actualizate.
        </Alert>
        <Alert tone="info">Bine de știut</Alert>
        <Alert tone="error">Nu s-a trimis</Alert>
        <Alert tone="warning">Stoc limitat</Alert>
      </>,
    );

    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual([
      'SalvatDatele au fost actualizate.',
      'Bine de știut',
    ]);
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(['Nu s-a trimis', 'Stoc limitat']);
    expect(screen.getAllByRole('status')[0]).toHaveAttribute('data-test', 'saved');
  });
});

describe('Card', () => {
  it('has an optional heading, actions and footer', () => {
    renderWithPage(
      <Card
        header="Adresa"
        actions={<button type="button">Modifică</button>}
        footer="Folosită ultima dată"
        test="address"
      >
        str. Ștefan cel Mare 1
      </Card>,
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Adresa' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifică' })).toBeInTheDocument();
    expect(screen.getByText('Folosită ultima dată')).toBeInTheDocument();
    expect(screen.getByText('str. Ștefan cel Mare 1').closest('section')).toHaveAttribute('data-test', 'address');
  });

  it('without a header draws only its body', () => {
    renderWithPage(<Card>Corp</Card>);

    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Corp')).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('alone is a status with a translated label; inside a labelled element it is only drawn', () => {
    const { container } = renderWithPage(
      <>
        <Spinner />
        <Spinner label={null} />
      </>,
      { shared: { translations: ro } },
    );

    expect(screen.getByRole('status')).toHaveTextContent('Se încarcă…');
    expect(container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });
});

describe('Price', () => {
  it('formats bani as whole lei in the page language', () => {
    const { container } = renderWithPage(<Price amount={1299950} test="price" />, {
      shared: { translations: ru, locale: 'ru' },
    });

    expect(container.querySelector('[data-test="price"]')?.textContent).toBe('13\u00a0000\u00a0лей');
  });

  it('strikes the old price through, names it for screen readers and shows the discount', () => {
    const { container } = renderWithPage(<Price amount={800000} old={1000000} test="price" />, {
      shared: { translations: ro },
    });

    expect(container.querySelector('[data-test="price"]')?.textContent).toBe('8\u00a0000\u00a0lei');
    expect(container.querySelector('s')?.textContent).toBe('Preț vechi: 10\u00a0000\u00a0lei');
    expect(screen.getByText('−20%')).toBeInTheDocument();
  });

  it('shows no old price when it is not higher', () => {
    const { container } = renderWithPage(<Price amount={800000} old={800000} />, { shared: { translations: ro } });

    expect(container.querySelector('s')).toBeNull();
  });
});

describe('EmptyState', () => {
  it('shows its title, text and action', () => {
    renderWithPage(
      <EmptyState
        icon={Inbox}
        title="Nu aveți comenzi"
        text="Comenzile vor apărea aici."
        action={<a href="/">Spre catalog</a>}
        test="no-orders"
      />,
    );

    expect(screen.getByText('Nu aveți comenzi').parentElement).toHaveAttribute('data-test', 'no-orders');
    expect(screen.getByText('Comenzile vor apărea aici.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Spre catalog' })).toHaveAttribute('href', '/');
  });
});
