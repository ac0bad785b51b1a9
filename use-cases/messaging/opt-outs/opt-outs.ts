/**
 * Opt-outs as the tenant manages them (`/opt-outs`) and as a recipient does on the public page (`/u/<token>`):
 * a number on the list is never sent to on that channel (or on any, for an every-channel entry) and never billed.
 */
import type { Sequelize } from 'sequelize';
import type { CreditChannel } from '../../../db/models';
import { Tenant } from '../../../db/models';
import { addOptOut, findOptOut, removeOptOuts, type OptOutRecord } from '../../../db/messaging/opt-outs';
import { loadOptOutKey } from '../../../db/messaging/opt-out-key';
import { NotFoundError, RecipientOptOutError } from '../../../domain/messaging/errors';
import { readOptOutToken } from '../../../domain/messaging/opt-out-token';

/** Adds a number to a tenant's list (idempotent); `created` is false when it was there already. */
export async function addTenantOptOut(
  sequelize: Sequelize,
  tenantId: number,
  phone: string,
  channel: CreditChannel | null,
): Promise<{ created: boolean; record: OptOutRecord }> {
  return addOptOut(sequelize, { tenantId, phone, channel, source: 'api' });
}

/**
 * Takes a number off a tenant's list (every channel, or one; 'all' is the every-channel entry). NotFoundError when
 * it is not on it; RecipientOptOutError (nothing removed) when an entry is the recipient's own (its page, a STOP
 * reply): only the recipient takes that back, with the page's undo or a START/ANZA reply.
 */
export async function removeTenantOptOut(
  sequelize: Sequelize,
  tenantId: number,
  phone: string,
  channel?: CreditChannel | 'all',
): Promise<number> {
  const { matched, removed, recipientMade } = await removeOptOuts(sequelize, tenantId, phone, channel, {
    keepRecipientMade: true,
  });
  if (matched === 0) throw new NotFoundError('Opt-out');
  if (recipientMade > 0) throw new RecipientOptOutError(phone);
  return removed;
}

/** What the recipient's page shows: the organization, the number, and whether it stopped all its messages. */
export interface OptOutPageState {
  tenantId: number;
  organization: string;
  phone: string;
  stopped: boolean;
}

/** The page of a token, or null for a token that is malformed, forged, or of an organization that is gone. */
export async function openOptOutPage(sequelize: Sequelize, token: string): Promise<OptOutPageState | null> {
  const owner = readOptOutToken(await loadOptOutKey(sequelize), token);
  if (!owner) return null;
  const tenant = await Tenant.findByPk(owner.tenantId, { attributes: ['id', 'name'] });
  if (!tenant) return null;
  const stopped = (await findOptOut(sequelize, tenant.id, owner.phone, null)) !== null;
  return { tenantId: tenant.id, organization: tenant.name, phone: owner.phone, stopped };
}

/** The recipient stops every message of the organization (an every-channel entry from the link), or takes that back. */
export async function setStoppedFromLink(sequelize: Sequelize, page: OptOutPageState, stopped: boolean): Promise<void> {
  if (stopped)
    await addOptOut(sequelize, { tenantId: page.tenantId, phone: page.phone, channel: null, source: 'link' });
  else await removeOptOuts(sequelize, page.tenantId, page.phone, 'all');
}
