import { Box, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './viewer-layout.module.css';

interface ViewerLayoutProps {
  title: string;
  subtitle?: string | undefined;
  /** Header buttons after the title. */
  actions?: ReactNode;
  children: ReactNode;
}

/** The viewer's page: a header with the project and complex names, then the model (and its panel). */
export const ViewerLayout = ({ title, subtitle, actions, children }: ViewerLayoutProps) => (
  <div className={classes.page}>
    <Box component="header" className={classes.header} px={{ base: 'sm', sm: 'md' }} py={6}>
      <Group gap="xs" wrap="nowrap" mih={44}>
        <Stack gap={0} flex={1} miw={0}>
          <Title order={1} size="h4" lineClamp={2}>
            {title}
          </Title>
          {subtitle !== undefined && (
            <Text size="sm" c="gray.7" lineClamp={1}>
              {subtitle}
            </Text>
          )}
        </Stack>
        {actions}
      </Group>
    </Box>
    <Box component="main" className={classes.body}>
      {children}
    </Box>
  </div>
);
