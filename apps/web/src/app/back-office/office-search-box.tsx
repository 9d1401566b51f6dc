import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { MAX_FILTER_TEXT_LENGTH } from '@vve/contract/calls/office';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { TEXT_FILTER_DELAY_MS } from '../../components/search-field';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';

/** The search page of a text: `/office/search?q=…`. */
export const officeSearchPath = (text: string): string =>
  `${officeRoutes.search}?${new URLSearchParams({ q: text.trim() }).toString()}`;

/**
 * The back office's one search box, in the header of every page: Enter opens the search page with the hits of
 * every kind. On that page the hits follow what is typed once typing pauses (the URL's text replaced, not added
 * to the history); elsewhere typing changes nothing until Enter. A text the URL gets from elsewhere (the
 * browser's Back) replaces what is shown.
 */
export const OfficeSearchBox = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = pathname === officeRoutes.search;
  const shown = onSearchPage ? (params.get('q') ?? '') : null;
  const [text, setText] = useState(shown ?? '');
  const [sent, setSent] = useState(shown);
  const [seen, setSeen] = useState(shown);
  if (shown !== seen) {
    setSeen(shown);
    if (shown !== null && shown !== sent) {
      setText(shown);
      setSent(shown);
    }
  }
  const open = (next: string, replace: boolean) => {
    setSent(next.trim());
    void navigate(officeSearchPath(next), { replace });
  };
  const follow = useDebouncedCallback((next: string) => {
    open(next, true);
  }, TEXT_FILTER_DELAY_MS);
  return (
    <form
      role="search"
      aria-label={t('Find in the back office')}
      onSubmit={(event) => {
        event.preventDefault();
        follow.cancel();
        open(text, onSearchPage);
      }}
    >
      <TextInput
        type="search"
        aria-label={t('Find in the back office')}
        placeholder={t('Search…')}
        leftSection={<IconSearch aria-hidden size={16} />}
        maxLength={MAX_FILTER_TEXT_LENGTH}
        spellCheck={false}
        autoComplete="off"
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          if (onSearchPage) follow(event.currentTarget.value);
        }}
        w={{ base: '9rem', xs: '14rem', md: '20rem' }}
      />
    </form>
  );
};
