import { Head } from '@inertiajs/react';

import { Link } from '@/components/ui/link';

// Test fixture for tests/e2e/inertia-protocol.spec.ts (served only with E2E_FIXTURES=true).
interface Props {
  meta: { title: string };
  hits: number;
}

export default function ProtocolSecond({ meta, hits }: Props) {
  return (
    <main>
      <Head title={meta.title} />
      <h1 data-test="heading">Second</h1>
      <p data-test="hits">{hits}</p>
      <Link href="/__e2e/first" data-test="to-first">
        first
      </Link>
    </main>
  );
}
