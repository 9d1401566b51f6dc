import type { Page } from '@playwright/test';

interface WorkOrderOnPage {
  afgerond: boolean;
}

/**
 * The work orders the server has on a page for the logged-in user: other journeys add work orders to the demo
 * data (the back office gives requests to Dakwerken Smit), so a list's length is read from the server, and the
 * screen must show exactly that.
 */
export const workOrdersOnPage = async (page: Page, n: number): Promise<WorkOrderOnPage[]> => {
  const response = await page.request.get(`/api/app/workassignments/page/${n}`);
  return (await response.json()) as WorkOrderOnPage[];
};

/**
 * The work orders listed in the supplier-app's Work orders tab that have no status update yet (no status mark
 * and not handled): journeys that update a status take one of these, since others may have updated the newest.
 */
export const ordersWithoutUpdate = (page: Page) =>
  page
    .getByRole('tabpanel', { name: 'Work orders' })
    .getByRole('listitem')
    .filter({ hasNotText: /✅|🔁|⛔|Handled/ });
