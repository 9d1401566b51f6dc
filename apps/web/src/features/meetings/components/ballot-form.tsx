import { Button, Stack } from '@mantine/core';
import type { RefusalCode } from '@vve/contract/refusals';
import type { ReactNode } from 'react';
import { RefusalAlert } from '../../../components/refusal-alert';

interface BallotFormProps {
  /** The fields. */
  children: ReactNode;
  submitLabel: string;
  /** 'default' for a secondary action (a proxy, the voter); the vote itself is filled. */
  variant?: 'default';
  disabled?: boolean;
  pending: boolean;
  error: Error | null;
  /** What the alert says when the refusal does not explain itself. */
  failed: string;
  explained: readonly RefusalCode[];
  onSubmit: () => void;
}

/** One of an owner's forms on a meeting's page (a vote, a proxy, the unit's voter): its fields, its button, why it was refused. */
export const BallotForm = ({
  children,
  submitLabel,
  variant,
  disabled,
  pending,
  error,
  failed,
  explained,
  onSubmit,
}: BallotFormProps) => (
  <Stack
    gap="xs"
    component="form"
    onSubmit={(event) => {
      event.preventDefault();
      onSubmit();
    }}
  >
    {children}
    <div>
      <Button type="submit" variant={variant} disabled={disabled} loading={pending}>
        {submitLabel}
      </Button>
    </div>
    {error && <RefusalAlert error={error} failed={failed} explained={explained} />}
  </Stack>
);
