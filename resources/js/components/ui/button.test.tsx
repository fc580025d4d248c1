import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';
import { Button, buttonClasses } from '@/components/ui/button';
import { renderWithPage } from '@/test/render-page';

describe('Button', () => {
  it('is a plain button by default that passes its props and data-test through', async () => {
    const onClick = vi.fn();
    renderWithPage(
      <Button onClick={onClick} test="save" aria-describedby="note">
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });

    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-test', 'save');
    expect(button).toHaveAttribute('aria-describedby', 'note');
    await userEvent.setup().click(button);
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('while loading shows a spinner, is busy and cannot be clicked again', async () => {
    const onClick = vi.fn();
    renderWithPage(
      <Button type="submit" loading onClick={onClick}>
        Save
      </Button>,
      { shared: { translations: ro } },
    );
    const button = screen.getByRole('button', { name: 'Save' });

    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('type', 'submit');
    expect(button.querySelector('svg.animate-spin')).not.toBeNull();
    await userEvent.setup().click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('disabled, it is neither busy nor clickable', () => {
    renderWithPage(<Button disabled>Save</Button>);

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-busy');
  });

  it('with href renders a link with the same classes', () => {
    renderWithPage(
      <Button href="/cos" variant="secondary" size="lg" test="to-cart">
        Cart
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Cart' });

    expect(link).toHaveAttribute('href', '/cos');
    expect(link).toHaveAttribute('data-test', 'to-cart');
    expect(link.className).toContain(buttonClasses({ variant: 'secondary', size: 'lg' }));
  });

  it('gives each variant and size its own classes', () => {
    const variants = ['primary', 'secondary', 'danger', 'ghost', 'link'] as const;
    const classes = variants.map((variant) => buttonClasses({ variant }));

    expect(new Set(classes).size).toBe(variants.length);
    expect(buttonClasses({ size: 'sm' })).toContain('h-control-sm');
    expect(buttonClasses()).toContain('bg-accent');
    expect(buttonClasses({ variant: 'link', size: 'lg' })).not.toContain('h-control');
  });
});
