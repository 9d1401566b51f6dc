import { requestMessagesCalls } from '@vve/contract/calls/request-messages';
import { addRequestMessage } from '../commands/add-request-message';
import { historyReader } from '../policies/request-history';
import { personalReports } from '../policies/requests';
import { presentHistory, presentRequestMessage } from '../presenters/request-message';
import { findRequestMessage, findRequestMessages } from '../queries/request-messages';
import { findPlannedWork, findStatusChanges } from '../queries/request-timeline';
import { callRoutes } from './define-route';

/** The resident's side of a request's handling: its history, and their answers on their own requests. */
export const requestMessageRoutes = callRoutes((route, { db, clock }) => {
  route(requestMessagesCalls.requestHistory, {
    handler: async ({ user, params }) => {
      const { own } = await historyReader(db, user, params.id);
      const changes = await findStatusChanges(db, params.id);
      const messages = own ? await findRequestMessages(db, params.id, ['RESIDENT']) : [];
      const planned = own ? await findPlannedWork(db, params.id) : [];
      return presentHistory(changes, messages, planned);
    },
  });

  route(requestMessagesCalls.sendRequestMessage, {
    handler: async ({ user, params, body }) => {
      // Only on one's own requests: anyone else's answers 404, administrators' included (they write
      // through the back office's addOfficeMessage).
      const id = await addRequestMessage(db, {
        ...body,
        reportId: params.id,
        where: personalReports(user),
        visibility: 'RESIDENT',
        authorId: user.id,
        at: clock(),
      });
      return presentRequestMessage(await findRequestMessage(db, id));
    },
  });
});
