import { Badge } from '@mantine/core';
import type { OfficeSupplierMember } from '@vve/contract/calls/office-suppliers';
import { IconUserMinus } from '@tabler/icons-react';
import { useState } from 'react';
import { AddButton } from '../../../components/add-button';
import { ItemActions } from '../../../components/item-actions';
import { RecordTable } from '../../../components/record-table';
import { Removal, useRemoval } from '../../../components/removal';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useRemoveSupplierMember } from '../api/remove-supplier-member';
import { AddMemberDialog, type AddMemberDialogProps } from './add-member-dialog';
import { SUPPLIER_REFUSALS } from './supplier-refusals';

interface MemberListProps {
  supplierId: number;
  members: readonly OfficeSupplierMember[];
  /** Whether members are added here (not in an archived organisation); they can always be let go. */
  editable: boolean;
  /** The languages of a new member's emails, each with its name. */
  languages: AddMemberDialogProps['languages'];
}

/** An organisation's members (people with the supplier role) by name, with 'Add member' and each one's 'Remove'. */
export const MemberList = ({ supplierId, members, editable, languages }: MemberListProps) => {
  const { t } = useTranslation();
  const remove = useRemoveSupplierMember(supplierId);
  const [adding, setAdding] = useState(false);
  const removal = useRemoval<OfficeSupplierMember>(remove);
  return (
    <>
      <RecordTable
        items={members}
        rowKey={(member) => member.id}
        minWidth={480}
        empty={t('This supplier has no members yet.')}
        columns={[
          {
            header: t('Name'),
            cell: (member) => (
              <>
                {member.name}{' '}
                {member.deactivated && (
                  <Badge color="gray.3" c="black" radius="sm">
                    {t('Deactivated')}
                  </Badge>
                )}
              </>
            ),
          },
          {
            header: t('Email address'),
            breakAnywhere: true,
            cell: (member) => member.email ?? member.username,
          },
          {
            header: t('Actions'),
            width: 72,
            cell: (member) => (
              <ItemActions
                remove={{
                  label: t('Remove {{name}} as a member', { name: member.name }),
                  onClick: () => {
                    removal.ask(member);
                  },
                  icon: <IconUserMinus aria-hidden size={18} />,
                }}
              />
            ),
          },
        ]}
      />
      <Removal
        {...removal.props}
        question={(member) =>
          t('Remove {{name}} as a member? The person stays, without this supplier’s records.', {
            name: member.name,
          })
        }
        failed={t('The member could not be removed.')}
        explained={SUPPLIER_REFUSALS}
      />
      {editable && (
        <AddButton
          label={t('Add member')}
          onClick={() => {
            setAdding(true);
          }}
        />
      )}
      {adding && (
        <AddMemberDialog
          supplierId={supplierId}
          languages={languages}
          onClose={() => {
            setAdding(false);
          }}
        />
      )}
    </>
  );
};
