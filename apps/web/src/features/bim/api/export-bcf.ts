import { useMutation } from '@tanstack/react-query';
import { bcfCalls, type BcfExportPayload } from '@vve/contract/calls/bcf';
import { sendCall } from '../../../lib/api-client';
import { saveDownload } from '../../../lib/save-download';

/** Exports a project's requests (and perhaps its condition map) as a BCF file, saved on the user's device. */
export const useExportBcf = (projectId: number) =>
  useMutation({
    mutationFn: async (payload: BcfExportPayload) => {
      const response = await sendCall(bcfCalls.exportBcf, { params: { id: projectId }, body: payload });
      await saveDownload(response, payload.version === '3.0' ? 'issues.bcf' : 'issues.bcfzip');
    },
  });
