import type { components } from '../../../clients/typescript/src';

type Balances = components['schemas']['Balances'];
type Settings = components['schemas']['Settings'];

export interface LowBalance {
  channel: 'sms' | 'chat';
  balance: number;
  threshold: number;
}

/** The wallets below the organisation's low-balance thresholds (the same thresholds that mail its admins). */
export function lowBalances(balances: Balances, settings: Settings | undefined): LowBalance[] {
  const below: LowBalance[] = [];
  const sms = settings?.low_balance_threshold_sms;
  const chat = settings?.low_balance_threshold_chat;
  if (sms != null && balances.sms_balance < sms)
    below.push({ channel: 'sms', balance: balances.sms_balance, threshold: sms });
  if (chat != null && balances.chat_balance < chat)
    below.push({ channel: 'chat', balance: balances.chat_balance, threshold: chat });
  return below;
}
