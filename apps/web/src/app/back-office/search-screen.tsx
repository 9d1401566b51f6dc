import { Text } from '@mantine/core';
import { MIN_SEARCH_TEXT_LENGTH, SEARCH_HITS_PER_KIND } from '@vve/contract/calls/office-search';
import { useSearchParams } from 'react-router';
import { QueryView } from '../../components/query-view';
import { searchable, useOfficeSearch } from '../../features/office-search/api/get-office-search';
import { SearchResults } from '../../features/office-search/components/search-results';
import { useTranslation } from '../../lib/i18n/i18n';
import { OfficePage } from '../../components/office-page';

/**
 * The hits of the header's search box (`?q=…`), grouped by kind: requests, work orders, people, units, complexes
 * and suppliers, the first five of each, each a link to its page.
 */
export const SearchScreen = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const results = useOfficeSearch(q);
  return (
    <OfficePage title={searchable(q) ? t('Search results for “{{text}}”', { text: q.trim() }) : t('Search')}>
      {searchable(q) ? (
        <QueryView query={results} skeleton={{ lines: SEARCH_HITS_PER_KIND, height: 24 }}>
          {(found) => <SearchResults results={found} />}
        </QueryView>
      ) : (
        <Text>
          {t(
            'Type at least {{min}} characters of a name, address, description or number in the search box at the top, then press Enter.',
            { min: MIN_SEARCH_TEXT_LENGTH },
          )}
        </Text>
      )}
    </OfficePage>
  );
};
