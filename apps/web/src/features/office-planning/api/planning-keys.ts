/**
 * The query keys of the maintenance planning. Every back-office query key starts with 'office': a change of the
 * planning refreshes all of them.
 */
export const planningKeys = {
  office: ['office'] as const,
  all: () => [...planningKeys.office, 'planning'] as const,
  choices: () => [...planningKeys.all(), 'choices'] as const,
  complex: (id: number) => [...planningKeys.all(), 'complex', id] as const,
  conditions: (complexId: number) => [...planningKeys.all(), 'conditions', complexId] as const,
  history: (elementId: number) => [...planningKeys.all(), 'condition-history', elementId] as const,
};
