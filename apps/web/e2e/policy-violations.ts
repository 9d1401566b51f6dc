import type { Page } from '@playwright/test';

/**
 * Records every Content-Security-Policy violation of the page, from its first script on: the policy
 * is not loosened for anyone, so nothing the app runs may try what it forbids (`eval` among them).
 */
export const watchPolicyViolations = async (page: Page) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { policyViolations: seen });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
    });
  });
  return () => page.evaluate(() => (window as unknown as { policyViolations: string[] }).policyViolations);
};
