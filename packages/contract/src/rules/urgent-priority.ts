/**
 * Repair priorities are named by the administrator (in Dutch in the demo: Laag, Normaal, Hoog, Spoed); these
 * names, in the four languages, mean that the work cannot wait, and the apps mark such a work order.
 */
const URGENT_NAMES = new Set([
  'spoed',
  'urgent',
  'dringend',
  'eilig',
  'noodgeval',
  'emergency',
  'notfall',
  'urgence',
]);

/** Whether a priority's name says the work is urgent (case and surrounding space do not matter). */
export const isUrgentPriority = (name: string): boolean => URGENT_NAMES.has(name.trim().toLowerCase());
