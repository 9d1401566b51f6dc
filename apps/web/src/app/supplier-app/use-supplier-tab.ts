import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { withoutPages } from '../../lib/use-page-param';
import { latestTab, SupplierTab } from './latest-tab';

/** The params without the tab that a link asked for (it is the last-used tab by then). */
const withoutTab = (params: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(params);
  next.delete('tab');
  return next;
};

/**
 * The supplier home's tab and its switch: the tab a link asks for (`?tab=inspections`, as a notification of an
 * inspection task opens it), else the last-used one, else the contracts. A tab asked for becomes the last-used.
 */
export const useSupplierTab = () => {
  const [params, setParams] = useSearchParams();
  const asked = SupplierTab.safeParse(params.get('tab')).data;
  const latest = latestTab.useValue();
  useEffect(() => {
    if (!asked) return;
    latestTab.write(asked);
    setParams(withoutTab, { replace: true });
  }, [asked, setParams]);
  const choose = (tab: SupplierTab) => {
    latestTab.write(tab);
    // The page in the URL was the list's of the tab before.
    setParams(withoutPages, { replace: true });
  };
  return [asked ?? latest ?? 'contracts', choose] as const;
};
