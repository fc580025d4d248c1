import { afterEach } from 'vitest';

import { takeBrowserProblems } from './browser';

// Every browser test fails when a page it drove logged a console error (a Content-Security-Policy violation among
// them) or threw, except the expected lines listed in browser.ts.
afterEach(() => {
  const problems = takeBrowserProblems();
  if (problems.length > 0) {
    throw new Error(`The browser reported ${problems.length} problem(s):\n${problems.join('\n')}`);
  }
});
