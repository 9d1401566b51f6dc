import { MAX_ELEMENT_GLOBAL_IDS } from '@vve/contract/calls/office-planning';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../db/audit-log';
import type { Database } from '../db/database';
import { aspectElements } from '../db/schema/inspections';
import { refusal } from '../lib/http-error';
import { lockHeldByAspect } from './lock-aspect';

interface ModelLinkChange {
  userId: number;
  at: Date;
  elementId: number;
  /** The GlobalIds to add, or to take away. */
  link: readonly string[];
  unlink: readonly string[];
}

/**
 * Links model elements to a register element (its GlobalIds), or takes links away; a GlobalId already linked is
 * kept once. 409 when the element would stand for more than MAX_ELEMENT_GLOBAL_IDS model elements; 404 when it is
 * gone; 409 when its complex is archived.
 */
export const changeModelLinks = (db: Database, change: ModelLinkChange) =>
  db.transaction(async (tx) => {
    const { complex, aspect } = await lockHeldByAspect(tx, 'element', change.elementId);
    const [element] = await tx
      .select({ globalIds: aspectElements.globalIds })
      .from(aspectElements)
      .where(eq(aspectElements.id, change.elementId));
    const before = element?.globalIds ?? [];
    const taken = new Set(change.unlink);
    const globalIds = [...new Set([...before, ...change.link])].filter((guid) => !taken.has(guid));
    if (globalIds.length > MAX_ELEMENT_GLOBAL_IDS) {
      throw refusal('tooManyModelLinks', { max: MAX_ELEMENT_GLOBAL_IDS });
    }
    await tx.update(aspectElements).set({ globalIds }).where(eq(aspectElements.id, change.elementId));
    await recordAudit(tx, {
      userId: change.userId,
      action: 'complex.element-linked',
      entityId: complex.id,
      at: change.at,
      details: {
        aspectId: aspect.id,
        elementId: change.elementId,
        linked: change.link.filter((guid) => !before.includes(guid)).join(' '),
        unlinked: change.unlink.filter((guid) => before.includes(guid)).join(' '),
      },
    });
  });
