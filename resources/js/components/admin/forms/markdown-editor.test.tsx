import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axios from 'axios';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import ro from '../../../../../lang/ro.json';

import { MarkdownEditor } from '@/components/admin/forms/markdown-editor';
import { renderWithPage } from '@/test/render-page';

function Editor({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);

  return <MarkdownEditor name="body.ro" label="Text" value={value} onChange={setValue} />;
}

afterEach(() => vi.restoreAllMocks());

describe('MarkdownEditor', () => {
  it('shows the HTML the shop renders for the text, and follows the text while open', async () => {
    const post = vi
      .spyOn(axios, 'post')
      .mockImplementation((_url: string, data: unknown) =>
        Promise.resolve({ data: { html: `<p>${(data as { markdown: string }).markdown}</p>` } }),
      );
    const user = userEvent.setup();
    renderWithPage(<Editor initial="Primul" />, { shared: { translations: ro } });

    expect(screen.getByText(ro['admin.markdown.hint'])).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: ro['admin.markdown.show_preview'] });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    const panel = await screen.findByRole('region', { name: ro['admin.markdown.preview'] });
    expect(await within(panel).findByText('Primul')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/admin/markdown', { markdown: 'Primul' }, expect.anything());

    await user.type(screen.getByRole('textbox', { name: 'Text' }), ' și al doilea');
    expect(await within(panel).findByText('Primul și al doilea', {}, { timeout: 2000 })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: ro['admin.markdown.hide_preview'] }));
    expect(screen.queryByRole('region', { name: ro['admin.markdown.preview'] })).not.toBeInTheDocument();
  });

  it('says so when the preview cannot be loaded, keeping the text', async () => {
    vi.spyOn(axios, 'post').mockRejectedValue(new Error('offline'));
    const user = userEvent.setup();
    renderWithPage(<Editor initial="Textul meu" />, { shared: { translations: ro } });

    await user.click(screen.getByRole('button', { name: ro['admin.markdown.show_preview'] }));

    expect(await screen.findByText(ro['admin.markdown.failed'])).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Text' })).toHaveValue('Textul meu');
  });
});
