import { stopSsrServer } from './server';

// After the run, before the runner stops its web servers: an SSR server a test restarted (tests/e2e/ssr.spec.ts) is
// not the runner's child, so it is stopped here by its port. The run's build (public/build-e2e, bootstrap/ssr-e2e)
// stays for the next run with E2E_BUILD=keep; the production build was never touched.
export default async function teardown(): Promise<void> {
  await stopSsrServer();
}
