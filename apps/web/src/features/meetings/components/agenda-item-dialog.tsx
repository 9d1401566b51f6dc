import { Checkbox, MultiSelect, Select, Textarea, TextInput } from '@mantine/core';
import {
  AgendaItemKind,
  AgendaItemPayload,
  type AgendaItem,
  type Meeting,
} from '@vve/contract/calls/meetings';
import { MAX_TEXT_LENGTH } from '@vve/contract/primitives';
import { useState } from 'react';
import { ChoiceRadios } from '../../../components/choice-radios';
import { FormDialog } from '../../../components/form-dialog';
import { RefusalAlert } from '../../../components/refusal-alert';
import { useTranslation } from '../../../lib/i18n/i18n';
import { useAddAgendaItem, useUpdateAgendaItem } from '../api/change-meeting';
import { shareText } from './decision-rule-text';
import { MEETING_REFUSALS } from './meeting-refusals';

interface Share {
  numerator: number;
  denominator: number;
}

/** The majorities offered: the law's absolute majority and the qualified ones association rules ask for. */
const MAJORITIES = ['absolute', '2/3', '3/4', '4/5'];
/** The quorums offered: none, or a share of all votes present or represented. */
const QUORUMS = ['none', '1/2', '2/3', '3/4'];

const shareOf = (value: string): Share | null => {
  const [numerator, denominator] = value.split('/').map(Number);
  return numerator && denominator ? { numerator, denominator } : null;
};

/** The options, with the value chosen before when it is not one of them (set otherwise than here). */
const withChosen = (options: readonly string[], chosen: string) =>
  options.includes(chosen) ? options : [...options, chosen];

interface AgendaItemDialogProps {
  meeting: Meeting;
  /** The item to change; none: 'Add an item' at the end of the agenda. */
  item?: AgendaItem;
  /** The documents of the complex's library that an item may name. */
  documents: readonly { id: number; title: string }[];
  onClose: () => void;
}

/**
 * 'Add an item' or 'Change the item': its title, explanation and documents, whether it is for discussion or for
 * a decision (then by which majority and quorum, and whether deciding it adopts the maintenance plan), and, when
 * changed, its place on the agenda.
 */
export const AgendaItemDialog = ({ meeting, item, documents, onClose }: AgendaItemDialogProps) => {
  const { t } = useTranslation();
  const add = useAddAgendaItem(meeting.id);
  const update = useUpdateAgendaItem(meeting.id);
  const change = item ? update : add;
  const [title, setTitle] = useState(item?.title ?? '');
  const [explanation, setExplanation] = useState(item?.explanation ?? '');
  const [kind, setKind] = useState<AgendaItemKind>(item?.kind ?? 'discussion');
  const [majority, setMajority] = useState(
    item?.rule && item.rule.majority !== 'absolute' ? shareText(item.rule.majority.atLeast) : 'absolute',
  );
  const [quorum, setQuorum] = useState(item?.rule?.quorum ? shareText(item.rule.quorum) : 'none');
  const [adoptsPlan, setAdoptsPlan] = useState(item?.adoptsPlan ?? false);
  const [documentIds, setDocumentIds] = useState(
    item?.documents.map((document) => String(document.id)) ?? [],
  );
  const [position, setPosition] = useState(String(item?.number ?? meeting.items.length + 1));
  const [checked, setChecked] = useState(false);

  const majorityShare = shareOf(majority);
  const payload = {
    title,
    explanation,
    kind,
    rule:
      kind === 'decision'
        ? {
            majority: majorityShare ? { atLeast: majorityShare } : ('absolute' as const),
            quorum: shareOf(quorum),
          }
        : null,
    adoptsPlan: kind === 'decision' && adoptsPlan,
    documentIds: documentIds.map(Number),
  };
  const parsed = AgendaItemPayload.safeParse(payload);
  const titleError = checked && title.trim() === '' ? t('An agenda item needs a title.') : undefined;
  const shareLabel = (value: string) =>
    value === 'absolute'
      ? t('An absolute majority of the votes cast')
      : value === 'none'
        ? t('No quorum')
        : value;

  return (
    <FormDialog
      title={item ? t('Change the item') : t('Add an item')}
      submitLabel={item ? t('Save') : t('Add')}
      pending={change.isPending}
      onClose={onClose}
      size="lg"
      onSubmit={() => {
        setChecked(true);
        if (!parsed.success) return;
        if (item) {
          update.mutate(
            { itemId: item.id, change: { ...payload, position: Number(position) } },
            { onSuccess: onClose },
          );
        } else add.mutate(payload, { onSuccess: onClose });
      }}
    >
      <TextInput
        label={t('Title')}
        required
        data-autofocus
        maxLength={255}
        value={title}
        error={titleError}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
        }}
      />
      <Textarea
        label={t('Explanation')}
        autosize
        minRows={3}
        maxLength={MAX_TEXT_LENGTH}
        value={explanation}
        onChange={(event) => {
          setExplanation(event.currentTarget.value);
        }}
      />
      <ChoiceRadios
        label={t('The item is')}
        options={AgendaItemKind.options}
        value={kind}
        labelOf={(option) => (option === 'decision' ? t('For a decision') : t('For discussion'))}
        onChange={setKind}
      />
      {kind === 'decision' && (
        <>
          <Select
            label={t('Majority')}
            description={t('Of the votes cast (abstentions are not cast).')}
            data={withChosen(MAJORITIES, majority).map((value) => ({ value, label: shareLabel(value) }))}
            value={majority}
            allowDeselect={false}
            onChange={(value) => {
              if (value) setMajority(value);
            }}
          />
          <Select
            label={t('Quorum')}
            description={t('The share of all votes that must be present or represented.')}
            data={withChosen(QUORUMS, quorum).map((value) => ({ value, label: shareLabel(value) }))}
            value={quorum}
            allowDeselect={false}
            onChange={(value) => {
              if (value) setQuorum(value);
            }}
          />
          <Checkbox
            label={t('Deciding it adopts the maintenance plan’s draft')}
            checked={adoptsPlan}
            onChange={(event) => {
              setAdoptsPlan(event.currentTarget.checked);
            }}
          />
        </>
      )}
      <MultiSelect
        label={t('Documents')}
        description={t('From the complex’s documents; add a new one there first.')}
        searchable
        data={documents.map((document) => ({ value: String(document.id), label: document.title }))}
        value={documentIds}
        onChange={setDocumentIds}
        nothingFoundMessage={t('No documents match the search.')}
      />
      {item && (
        <Select
          label={t('Place on the agenda')}
          data={meeting.items.map((other) => String(other.number))}
          value={position}
          allowDeselect={false}
          onChange={(value) => {
            if (value) setPosition(value);
          }}
        />
      )}
      {change.error && (
        <RefusalAlert
          error={change.error}
          failed={t('The item could not be saved.')}
          explained={MEETING_REFUSALS}
        />
      )}
    </FormDialog>
  );
};
