import { buildAssets, stopSsrServer } from './server';

// After the run, before the runner stops its web servers: an SSR server a test restarted (tests/e2e/ssr.spec.ts) is
// not the runner's child, so it is stopped here by its port; and the production build is put back when the run made
// the `e2e` one, so neither public/build nor bootstrap/ssr stays with test-only pages in it.
export default async function teardown(): Promise<void> {
  await stopSsrServer();
  if (process.env.E2E_REBUILT === '1') buildAssets('production');
}
