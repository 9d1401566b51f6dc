import { Box, Container, Group, Title } from '@mantine/core';
import { useContext, type ReactNode } from 'react';
import { BackButton } from './back-button';
import { HeaderExtras } from './header-extras';

interface ScreenProps {
  title: string;
  /** A back button before the title; every screen but a home has one. */
  back?: boolean;
  /** Header buttons after the title. */
  actions?: ReactNode;
  children?: ReactNode;
}

const gutter = { base: 'sm', sm: 'xl' };

/**
 * A named screen (spec §2): a header with the title (and the app's header extras), then the content; phone
 * first, wider from 768 px. On a narrow phone the header's buttons go below the title rather than cut it.
 */
export const Screen = ({ title, back = true, actions, children }: ScreenProps) => {
  const extras = useContext(HeaderExtras);
  return (
    <>
      <Box
        component="header"
        px={gutter}
        py="xs"
        style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}
      >
        <Group gap="xs" maw={960} mx="auto" mih={44}>
          {back && <BackButton />}
          {/* Never narrower than its longest word: the header's buttons move to a line of their own instead. */}
          <Title order={1} size="h3" flex={1} miw="min-content" lineClamp={2}>
            {title}
          </Title>
          {extras}
          {actions}
        </Group>
      </Box>
      <Container component="main" size={960} px={gutter} py="md">
        {children}
      </Container>
    </>
  );
};
