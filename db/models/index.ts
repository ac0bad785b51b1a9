import type { Sequelize } from 'sequelize';
import { initTenant, Tenant } from './Tenant';
import { initUser, User } from './User';
import { initPlatformAdmin, PlatformAdmin } from './PlatformAdmin';
import { initAccessToken, AccessToken } from './AccessToken';
import { initPasswordReset, PasswordReset } from './PasswordReset';
import { initCreditWallet, CreditWallet } from './CreditWallet';
import { initLedgerEntry, LedgerEntry } from './LedgerEntry';
import { initContact, Contact } from './Contact';
import { initGroup, Group } from './Group';
import { initContactGroup, ContactGroup } from './ContactGroup';
import { initTemplate, Template } from './Template';
import { initSmsPackage, SmsPackage } from './SmsPackage';
import { initPurchase, Purchase } from './Purchase';
import { initSenderId, SenderId } from './SenderId';
import { initEvent, Event } from './Event';
import { initEventInvitee, EventInvitee } from './EventInvitee';
import { initEventPayment, EventPayment } from './EventPayment';
import { initEventStage, EventStage } from './EventStage';
import { initEventPledgeOrder, EventPledgeOrder } from './EventPledgeOrder';

export { Tenant, User, PlatformAdmin, AccessToken, PasswordReset, CreditWallet, LedgerEntry };
export type { CreditChannel } from './CreditWallet';
export { Contact, Group, ContactGroup, Template };
export { SmsPackage, Purchase, SenderId };
export type { PurchaseKind, PurchaseStatus } from './Purchase';
export type { SenderIdStatus } from './SenderId';
export { Event, EventInvitee, EventPayment, EventStage, EventPledgeOrder };
export type { PledgeOrderStatus } from './EventPledgeOrder';

/** Registers every model on a connection and wires the associations (once per Sequelize instance). */
export function initModels(sequelize: Sequelize): void {
  initTenant(sequelize);
  initUser(sequelize);
  initPlatformAdmin(sequelize);
  initAccessToken(sequelize);
  initPasswordReset(sequelize);
  initCreditWallet(sequelize);
  initLedgerEntry(sequelize);
  initContact(sequelize);
  initGroup(sequelize);
  initContactGroup(sequelize);
  initTemplate(sequelize);
  initSmsPackage(sequelize);
  initPurchase(sequelize);
  initSenderId(sequelize);
  initEvent(sequelize);
  initEventInvitee(sequelize);
  initEventPayment(sequelize);
  initEventStage(sequelize);
  initEventPledgeOrder(sequelize);

  Tenant.hasMany(User, { foreignKey: 'tenantId', as: 'users' });
  User.belongsTo(Tenant, { foreignKey: 'tenantId', as: 'tenant' });
  Tenant.hasMany(CreditWallet, { foreignKey: 'tenantId', as: 'wallets' });
  Purchase.belongsTo(Tenant, { foreignKey: 'tenantId', as: 'tenant' });
  SenderId.belongsTo(Tenant, { foreignKey: 'tenantId', as: 'tenant' });
  Contact.belongsToMany(Group, { through: ContactGroup, foreignKey: 'contactId', otherKey: 'groupId', as: 'groups' });
  Group.belongsToMany(Contact, { through: ContactGroup, foreignKey: 'groupId', otherKey: 'contactId', as: 'contacts' });
}
