import { Badge, type BadgeProps, type ElementProps } from '@mantine/core';
import { type TFunction, useTranslation } from '../lib/i18n/i18n';

/** How a status shows: its badge fill (one that keeps black text above the AA contrast ratio) and its label. */
export interface StatusLook {
  color: string;
  label: (t: TFunction) => string;
}

type StatusBadgeProps = { look: StatusLook } & Omit<BadgeProps, 'color'> & ElementProps<'div', 'color'>;

/** A badge's label wraps between words where its column is narrow, rather than being cut off ('EXPIR…'). */
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 2 },
  label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip', lineHeight: 1.25 },
} as const;

/** A status as a badge with black text: its translated label, or what is given instead (such as a count). */
export const StatusBadge = ({ look, children, ...props }: StatusBadgeProps) => {
  const { t } = useTranslation();
  return (
    <Badge color={look.color} c="black" radius="sm" styles={WRAPPING} {...props}>
      {children ?? look.label(t)}
    </Badge>
  );
};
