import { Select } from '@mantine/core';

/** Something a list is filtered on by its id, picked by its name. */
export interface Named {
  id: number;
  naam: string;
}

interface NamedFilterProps {
  label: string;
  /** What shows while nothing is picked, such as 'All complexes'. */
  placeholder: string;
  /** The name of the button that clears the filter, such as 'Show all complexes'. */
  clearLabel: string;
  /** What the list says when the typed name matches none. */
  nothingFound: string;
  /** How an id the URL names but the choices lack shows, such as 'Complex 9'. */
  unknown: (id: number) => string;
  choices: readonly Named[];
  value: number | null;
  onChange: (id: number | null) => void;
}

/** A list's filter on one of a kind (a supplier, a complex): searchable by name, cleared to show all. */
export const NamedFilter = ({
  unknown,
  choices,
  value,
  onChange,
  clearLabel,
  nothingFound,
  ...props
}: NamedFilterProps) => {
  const options = choices.map((choice) => ({ value: String(choice.id), label: choice.naam }));
  if (value !== null && !choices.some((choice) => choice.id === value)) {
    options.push({ value: String(value), label: unknown(value) });
  }
  return (
    <Select
      {...props}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': clearLabel }}
      nothingFoundMessage={nothingFound}
      data={options}
      value={value === null ? null : String(value)}
      onChange={(next) => {
        onChange(next === null ? null : Number(next));
      }}
      w={240}
    />
  );
};
