import { Money } from '../../../components/money';

/** A difference in euros with its sign: +€1,200.00, −€300.00, €0.00. */
export const SignedMoney = ({ amount }: { amount: number }) => (
  <>
    {amount > 0 && '+'}
    <Money amount={amount} />
  </>
);
