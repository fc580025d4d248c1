import { Deferred, Head, router } from '@inertiajs/react';

import { Link } from '@/components/ui/link';

// Test fixture for tests/e2e/inertia-protocol.spec.ts (served only with E2E_FIXTURES=true).
interface Props {
  meta: { title: string };
  requestedAt: number;
  visits: number;
  slow?: string;
}

export default function ProtocolFirst({ meta, requestedAt, visits, slow }: Props) {
  return (
    <main>
      <Head title={meta.title} />
      <h1 data-test="heading">First</h1>
      <p data-test="requested-at">{requestedAt}</p>
      <p data-test="visits">{visits}</p>
      <Deferred data="slow" fallback={<p data-test="slow-loading">loading</p>}>
        <p data-test="slow">{slow}</p>
      </Deferred>
      <button type="button" data-test="reload-time" onClick={() => router.reload({ only: ['requestedAt'] })}>
        reload
      </button>
      <Link href="/__e2e/second" prefetch="hover" data-test="to-second">
        second
      </Link>
      <Link href="/__e2e/form" data-test="to-form">
        form
      </Link>
    </main>
  );
}
