import { Button, Group, Stack, TextInput } from '@mantine/core';
import { BookingPayload, MAX_BOOKING_CENTS, MAX_BOOKING_DESCRIPTION } from '@vve/contract/calls/ledger';
import { IsoDate } from '@vve/contract/primitives';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ChoiceRadios } from '../../../components/choice-radios';
import { RefusalAlert } from '../../../components/refusal-alert';
import { amountExample, amountProblemText, parseCents } from '../../../lib/amount-entry';
import { formatLocale, useFormatters } from '../../../lib/format';
import { useTranslation } from '../../../lib/i18n/i18n';
import { localDay } from '../../../lib/local-day';
import { notify } from '../../../lib/notifications';
import { useCreateBooking } from '../api/change-ledger';
import { LEDGER_REFUSALS } from './ledger-refusals';

type Kind = BookingPayload['kind'];

const KINDS: readonly Kind[] = ['charge', 'payment'];

/**
 * 'Book a charge or a payment' on a debtor's ledger: a charge (owed) or a payment (paid), its day (today unless
 * said otherwise, never a day to come), what it is for, and its amount in euros as the user's locale writes them.
 */
export const BookingForm = ({ debtorId }: { debtorId: number }) => {
  const { t, i18n } = useTranslation();
  const { money } = useFormatters();
  const locale = formatLocale(i18n.language);
  const book = useCreateBooking(debtorId);
  const today = localDay();
  const [kind, setKind] = useState<Kind>('payment');
  const [bookedOn, setBookedOn] = useState(today);
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [checked, setChecked] = useState(false);
  const entered = parseCents(amount, locale, MAX_BOOKING_CENTS);
  const problems = {
    bookedOn: !IsoDate.safeParse(bookedOn).success
      ? t('Enter a date.')
      : bookedOn > today
        ? t('Enter a day that has come.')
        : undefined,
    description: description.trim() === '' ? t('Say what the booking is for.') : undefined,
    amount:
      'problem' in entered
        ? amountProblemText(entered.problem, { locale, maxCents: MAX_BOOKING_CENTS, t, money })
        : entered.cents === 0
          ? t('Enter an amount of more than zero.')
          : undefined,
  };
  const shown = (problem: string | undefined) => (checked ? problem : undefined);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setChecked(true);
        const parsed = BookingPayload.safeParse({
          kind,
          bookedOn,
          description,
          amountCents: 'cents' in entered ? entered.cents : 0,
        });
        if (!parsed.success || Object.values(problems).some(Boolean) || book.isPending) return;
        book.mutate(parsed.data, {
          onSuccess: () => {
            setChecked(false);
            setDescription('');
            setAmount('');
            notify(kind === 'charge' ? t('The charge has been booked.') : t('The payment has been booked.'));
          },
        });
      }}
    >
      <Stack gap="sm" maw={640}>
        <ChoiceRadios
          label={t('Kind')}
          options={KINDS}
          value={kind}
          labelOf={(option) => (option === 'charge' ? t('Charge') : t('Payment'))}
          onChange={setKind}
        />
        <TextInput
          type="date"
          label={t('Date')}
          required
          w={200}
          value={bookedOn}
          max={today}
          error={shown(problems.bookedOn)}
          onChange={(event) => {
            setBookedOn(event.currentTarget.value);
          }}
        />
        <TextInput
          label={t('Description')}
          required
          maxLength={MAX_BOOKING_DESCRIPTION}
          value={description}
          error={shown(problems.description)}
          onChange={(event) => {
            setDescription(event.currentTarget.value);
          }}
        />
        <TextInput
          label={t('Amount')}
          description={t('For example {{example}}', { example: amountExample(locale) })}
          required
          w={220}
          inputMode="decimal"
          autoComplete="off"
          leftSection="€"
          styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
          value={amount}
          error={shown(problems.amount)}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
          }}
        />
        <Group>
          <Button type="submit" loading={book.isPending} leftSection={<IconPlus aria-hidden size={18} />}>
            {t('Book it')}
          </Button>
        </Group>
        {book.error && (
          <RefusalAlert
            error={book.error}
            failed={t('The booking could not be made.')}
            explained={LEDGER_REFUSALS}
          />
        )}
      </Stack>
    </form>
  );
};
