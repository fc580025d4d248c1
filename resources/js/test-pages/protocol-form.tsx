import { Head, useForm, usePage } from '@inertiajs/react';
import type { FormEvent } from 'react';

// Test fixture for tests/e2e/inertia-protocol.spec.ts (served only with E2E_FIXTURES=true).
interface Props {
  meta: { title: string };
}

export default function ProtocolForm({ meta }: Props) {
  const page = usePage();
  const saved = (page.flash as { saved?: string } | undefined)?.saved;
  const form = useForm({ email: '' });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    form.put('/__e2e/form');
  };

  return (
    <main>
      <Head title={meta.title} />
      <h1 data-test="heading">Form</h1>
      {saved !== undefined && <p data-test="saved">{saved}</p>}
      <form method="post" onSubmit={submit}>
        <input
          data-test="email"
          value={form.data.email}
          onChange={(event) => form.setData('email', event.target.value)}
        />
        {form.errors.email !== undefined && <p data-test="email-error">{form.errors.email}</p>}
        <button type="submit" data-test="submit">
          save
        </button>
      </form>
    </main>
  );
}
