import { Text, type TextProps } from '@mantine/core';
import { useFormatters } from '../lib/format';

interface MoneyProps extends TextProps {
  amount: number;
}

/** An amount in euros with the euro sign and 2 decimals, in the active language (spec §9). */
export const Money = ({ amount, ...props }: MoneyProps) => {
  const { money } = useFormatters();
  return (
    <Text span inherit {...props} style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
      {money(amount)}
    </Text>
  );
};
