import { Drawer, type DrawerProps } from '@mantine/core';

interface SidePanelProps extends Pick<DrawerProps, 'opened' | 'onClose' | 'size' | 'children'> {
  title: string;
  /** The close button's name, which says what it closes ('Close menu'). */
  closeLabel: string;
}

/**
 * A panel that slides in from the right over the screen: a dialog, which Escape closes and which returns focus to
 * what opened it (the menu, the notifications, the changes on this device).
 */
export const SidePanel = ({ closeLabel, ...panel }: SidePanelProps) => (
  <Drawer position="right" closeButtonProps={{ 'aria-label': closeLabel }} {...panel} />
);
