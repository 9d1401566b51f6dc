import { ActionIcon, Group, Text } from '@mantine/core';
import { hasNextPage, hasPreviousPage } from '@vve/contract/rules/paging';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from '../lib/i18n/i18n';

interface PagingProps {
  page: number;
  /** How many items the current page holds: a next page may exist only when it is full (spec §9). */
  itemsOnPage: number;
  onPage: (page: number) => void;
}

/** Previous and next arrows of a paged supplier list: previous from page 2, next only after a full page. */
export const Paging = ({ page, itemsOnPage, onPage }: PagingProps) => {
  const { t } = useTranslation();
  const previous = hasPreviousPage(page);
  const next = hasNextPage(itemsOnPage);
  if (!previous && !next) return null;
  return (
    <Group justify="center" gap="sm" component="nav" aria-label={t('Pages')}>
      {previous && (
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={t('Previous page')}
          onClick={() => {
            onPage(page - 1);
          }}
        >
          <IconChevronLeft aria-hidden />
        </ActionIcon>
      )}
      <Text size="sm">{t('Page {{page}}', { page })}</Text>
      {next && (
        <ActionIcon
          variant="light"
          size="lg"
          aria-label={t('Next page')}
          onClick={() => {
            onPage(page + 1);
          }}
        >
          <IconChevronRight aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
};
