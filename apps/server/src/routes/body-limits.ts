import { MAX_SNAPSHOT_TEXT } from '@vve/contract/calls/bim';

/** A body that may carry a viewpoint's snapshot: its base64 text, and 64 KB for the rest. */
export const SNAPSHOT_BODY_LIMIT = MAX_SNAPSHOT_TEXT + 64 * 1024;
