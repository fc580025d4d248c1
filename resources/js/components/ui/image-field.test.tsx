import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';

import ro from '../../../../lang/ro.json';

import { ImageField } from '@/components/ui/image-field';
import { renderWithPage } from '@/test/render-page';

function Picker({ currentUrl = null, error }: { currentUrl?: string | null; error?: string }) {
  const [file, setFile] = useState<File | null>(null);

  return (
    <ImageField
      name="logo"
      label="Logo"
      value={file}
      onChange={setFile}
      currentUrl={currentUrl}
      currentAlt="Logo Quorra"
      error={error}
      hint={ro['admin.images.formats']}
    />
  );
}

beforeAll(() => {
  URL.createObjectURL = vi.fn(() => 'blob:picked');
  URL.revokeObjectURL = vi.fn();
});

describe('ImageField', () => {
  it('shows the saved image, then the picked one with its name, and goes back to the saved one', async () => {
    const user = userEvent.setup();
    renderWithPage(<Picker currentUrl="/media/brands/x/logo.webp" />, { shared: { translations: ro } });

    const input = screen.getByLabelText('Logo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    expect(input).not.toBeRequired();
    expect(screen.getByRole('img', { name: 'Logo Quorra' })).toHaveAttribute('src', '/media/brands/x/logo.webp');

    await user.upload(input, new File(['x'], 'nou.png', { type: 'image/png' }));
    expect(document.querySelector('[data-test="image-preview-logo"]')).toHaveAttribute('src', 'blob:picked');
    expect(screen.getByText('Imaginea aleasă: nou.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ro['ui.image_field.remove_choice'] }));
    expect(screen.getByRole('img', { name: 'Logo Quorra' })).toHaveAttribute('src', '/media/brands/x/logo.webp');
    expect(screen.queryByText(/nou\.png/)).not.toBeInTheDocument();
  });

  it('wires its hint and error to the control', () => {
    renderWithPage(<Picker error={ro['admin.images.type']} />, { shared: { translations: ro } });

    const input = screen.getByLabelText('Logo');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${ro['admin.images.formats']} ${ro['admin.images.type']}`);
    expect(screen.getByRole('alert')).toHaveTextContent(ro['admin.images.type']);
  });
});
