import { Anchor, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';

/**
 * Back to a list as it was left (its filters and page: the browser's Back), or to the list itself when the page
 * was opened directly.
 */
export const BackLink = ({ to, label }: { to: string; label: string }) => {
  const navigate = useNavigate();
  const openedDirectly = useLocation().key === 'default';
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      style={{ alignSelf: 'flex-start' }}
      onClick={(event) => {
        if (openedDirectly) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <Group gap={4} component="span">
        <IconArrowLeft aria-hidden size={16} />
        {label}
      </Group>
    </Anchor>
  );
};
