import { allCalls } from '@vve/contract/calls/all';
import { MAX_REPORT_IMAGE_BYTES } from '@vve/contract/calls/requests';
import type { CallDefinition } from '@vve/contract/define-call';
import type { InputContext } from './call-inputs';

export type CallName = keyof typeof allCalls;

/** What the cases of a call need beside its example (example-input.ts): none for most. */
export type FuzzContext = Pick<InputContext, 'textLimit' | 'uploadKind'>;

/** A text call's body limit, and the uploads that take PDFs or documents rather than photos. */
const CONTEXTS: Partial<Record<CallName, FuzzContext>> = {
  uploadReportImage: { textLimit: Math.ceil(MAX_REPORT_IMAGE_BYTES / 3) * 4 },
  uploadRentalContractFile: { uploadKind: 'pdf' },
  uploadDocumentFile: { uploadKind: 'document' },
};

/** Whether a call takes any input that cases can vary. */
export const takesInput = (call: CallDefinition): boolean =>
  call.params !== undefined ||
  call.query !== undefined ||
  call.body !== undefined ||
  call.bodyType !== undefined;

/** Every call of the contract that takes input, with what its cases need beside its example. */
export const fuzzedCalls = (): { name: CallName; call: CallDefinition; context: FuzzContext }[] =>
  (Object.entries(allCalls) as [CallName, CallDefinition][])
    .filter(([, call]) => takesInput(call))
    .map(([name, call]) => ({ name, call, context: CONTEXTS[name] ?? {} }));
