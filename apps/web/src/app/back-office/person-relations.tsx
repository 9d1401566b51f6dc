import { Button, Card, FileButton, Group, Stack, Text } from '@mantine/core';
import type {
  OfficeDebtor,
  OfficeRentalContract,
  PersonRelations,
} from '@vve/contract/calls/office-relations';
import { IconNotebook, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { DateText } from '../../components/date-text';
import { DetailList } from '../../components/detail-list';
import { FailureAlert } from '../../components/failure-alert';
import { FileRow } from '../../components/file-row';
import { Money } from '../../components/money';
import { Section } from '../../components/section';
import { useRemoveDebtor } from '../../features/office-people/api/remove-debtor';
import { useRemoveOwnership } from '../../features/office-people/api/remove-ownership';
import { useRemoveRentalContract } from '../../features/office-people/api/remove-rental-contract';
import { useUploadRentalContractFile } from '../../features/office-people/api/upload-rental-contract-file';
import { useTranslation } from '../../lib/i18n/i18n';
import { officeRoutes } from '../../lib/office-routes';
import { DebtorDialog } from './debtor-dialog';
import { OwnershipDialog } from './ownership-dialog';
import { RentalContractDialog } from './rental-contract-dialog';

/** Which dialog is open: adding or changing a relation, or the question before removing one. */
type Open =
  | { kind: 'ownership' }
  | { kind: 'contract'; contract?: OfficeRentalContract }
  | { kind: 'debtor'; debtor?: OfficeDebtor }
  | { kind: 'remove'; message: string; remove: () => Promise<unknown> };

const AddButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <Group>
    <Button variant="light" leftSection={<IconPlus aria-hidden size={18} />} onClick={onClick}>
      {label}
    </Button>
  </Group>
);

const RemoveButton = ({ onClick }: { onClick: () => void }) => {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" color="red" size="xs" onClick={onClick}>
      {t('Remove')}
    </Button>
  );
};

/** A relation's buttons: change it (when it can be changed) and remove it. */
const RowActions = ({ onChange, onRemove }: { onChange: () => void; onRemove: () => void }) => {
  const { t } = useTranslation();
  return (
    <Group gap="xs">
      <Button variant="default" size="xs" onClick={onChange}>
        {t('Change')}
      </Button>
      <RemoveButton onClick={onRemove} />
    </Group>
  );
};

/** A rental contract's PDF: the file, and a button to upload (or replace) it. */
const ContractFile = ({ contract }: { contract: OfficeRentalContract }) => {
  const { t } = useTranslation();
  const upload = useUploadRentalContractFile(contract.id);
  return (
    <Stack gap={4}>
      {contract.contractFile && <FileRow file={contract.contractFile} />}
      <FileButton
        accept="application/pdf"
        onChange={(file) => {
          if (file) upload.mutate(file);
        }}
      >
        {(props) => (
          <Button
            {...props}
            variant="default"
            size="xs"
            loading={upload.isPending}
            leftSection={<IconUpload aria-hidden size={16} />}
          >
            {contract.contractFile ? t('Replace contract PDF') : t('Upload contract PDF')}
          </Button>
        )}
      </FileButton>
      {upload.error && <FailureAlert error={upload.error} failed={t('The contract PDF was not uploaded.')} />}
    </Stack>
  );
};

/**
 * A person's units owned, rental contracts and debtor accounts, each to add, change or remove; each debtor account
 * opens its ledger.
 */
export const PersonRelationSections = ({
  personId,
  relations,
}: {
  personId: number;
  relations: PersonRelations;
}) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState<Open | null>(null);
  const [failure, setFailure] = useState<Error | null>(null);
  const removeOwnership = useRemoveOwnership(personId);
  const removeContract = useRemoveRentalContract();
  const removeDebtor = useRemoveDebtor();
  const close = () => {
    setOpen(null);
  };
  const askRemove = (message: string, remove: () => Promise<unknown>) => {
    setFailure(null);
    setOpen({ kind: 'remove', message, remove });
  };
  return (
    <>
      {failure && <FailureAlert error={failure} failed={t('It could not be removed.')} />}
      <Section title={t('Units owned')}>
        {relations.ownedUnits.length === 0 && <Text c="gray.7">{t('Owns no units.')}</Text>}
        {relations.ownedUnits.map((unit) => (
          <Group key={unit.unitId} justify="space-between" wrap="nowrap">
            <Text>{`${unit.complex.naam} · ${unit.indexNr} · ${unit.adres}`}</Text>
            <RemoveButton
              onClick={() => {
                askRemove(t('Remove the ownership of {{unit}}?', { unit: unit.indexNr }), () =>
                  removeOwnership.mutateAsync(unit.unitId),
                );
              }}
            />
          </Group>
        ))}
        <AddButton
          label={t('Add units owned')}
          onClick={() => {
            setOpen({ kind: 'ownership' });
          }}
        />
      </Section>
      <Section title={t('Rental contracts')}>
        {relations.rentalContracts.length === 0 && <Text c="gray.7">{t('Rents nothing.')}</Text>}
        {relations.rentalContracts.map((contract) => (
          <Card key={contract.id} withBorder padding="sm">
            <Stack gap="xs">
              <Text fw={600}>
                {`${contract.complex.naam} · ${contract.units.map((unit) => unit.indexNr).join(', ')}`}
              </Text>
              <DetailList
                details={[
                  { label: t('Rent per month'), value: <Money amount={contract.gross} /> },
                  { label: t('Deposit'), value: <Money amount={contract.deposit} /> },
                  { label: t('Rent arrears'), value: <Money amount={contract.rentArrears} /> },
                  { label: t('Start date'), value: <DateText value={contract.startDate} /> },
                  {
                    label: t('End date'),
                    value: contract.endDate ? <DateText value={contract.endDate} /> : t('No end date'),
                  },
                  { label: t('Notice period in months'), value: contract.noticePeriodInMonths },
                  { label: t("Landlord's account (IBAN)"), value: contract.landlordAccountString || '—' },
                  {
                    label: t('Automatic collection'),
                    value: contract.automaticCollection ? t('Yes') : t('No'),
                  },
                ]}
              />
              <ContractFile contract={contract} />
              <RowActions
                onChange={() => {
                  setOpen({ kind: 'contract', contract });
                }}
                onRemove={() => {
                  askRemove(t('Remove this rental contract?'), () => removeContract.mutateAsync(contract.id));
                }}
              />
            </Stack>
          </Card>
        ))}
        <AddButton
          label={t('Add rental contract')}
          onClick={() => {
            setOpen({ kind: 'contract' });
          }}
        />
      </Section>
      <Section title={t('Debtor accounts')}>
        {relations.debtors.length === 0 && <Text c="gray.7">{t('Is no debtor.')}</Text>}
        {relations.debtors.map((debtor) => (
          <Group key={debtor.id} justify="space-between" wrap="wrap">
            <Text>
              {`${debtor.complex.naam} · `}
              <Money amount={debtor.saldo} />
              {debtor.incassoMachtiging &&
                ` · ${t('Direct debit from {{iban}}', { iban: debtor.incassoMachtiging.rekeningNummer })}`}
            </Text>
            <Group gap="xs">
              <Button
                component={Link}
                to={generatePath(officeRoutes.ledger, { id: String(debtor.id) })}
                variant="default"
                size="xs"
                leftSection={<IconNotebook aria-hidden size={16} />}
                aria-label={t('Ledger in {{complex}}', { complex: debtor.complex.naam })}
              >
                {t('Ledger')}
              </Button>
              <RowActions
                onChange={() => {
                  setOpen({ kind: 'debtor', debtor });
                }}
                onRemove={() => {
                  askRemove(
                    t('Remove the debtor account of {{complex}}?', { complex: debtor.complex.naam }),
                    () => removeDebtor.mutateAsync(debtor.id),
                  );
                }}
              />
            </Group>
          </Group>
        ))}
        <AddButton
          label={t('Add debtor account')}
          onClick={() => {
            setOpen({ kind: 'debtor' });
          }}
        />
      </Section>
      {relations.supplier && (
        <Section title={t('Supplier organisation')}>
          <Text>{relations.supplier.naam}</Text>
        </Section>
      )}
      {open?.kind === 'ownership' && <OwnershipDialog personId={personId} onClose={close} />}
      {open?.kind === 'contract' && (
        <RentalContractDialog
          personId={personId}
          {...(open.contract && { contract: open.contract })}
          onClose={close}
        />
      )}
      {open?.kind === 'debtor' && (
        <DebtorDialog personId={personId} {...(open.debtor && { debtor: open.debtor })} onClose={close} />
      )}
      <ConfirmDialog
        opened={open?.kind === 'remove'}
        message={open?.kind === 'remove' ? open.message : ''}
        confirmLabel={t('Remove')}
        onCancel={close}
        onConfirm={() => {
          if (open?.kind !== 'remove') return;
          const { remove } = open;
          close();
          remove().catch((error: unknown) => {
            setFailure(error instanceof Error ? error : new Error(String(error)));
          });
        }}
      />
    </>
  );
};
