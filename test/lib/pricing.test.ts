import assert from 'node:assert/strict';
import { priceFor } from '../../db/purchases/pricing';
import { NoPriceTierError } from '../../domain/purchases/errors';

const tiers = [
  { id: 1, minQuantity: 100, maxQuantity: 4999, pricePerSms: 30 },
  { id: 3, minQuantity: 50000, maxQuantity: 1000000, pricePerSms: 20 },
  { id: 2, minQuantity: 5000, maxQuantity: 49999, pricePerSms: 25 },
];
const context = { tiers, chatCreditPrice: 50 };

describe('priceFor', () => {
  it('prices SMS by the tier holding the quantity, at both edges of each tier', () => {
    assert.deepEqual(priceFor(100, 'sms', context), { unitPrice: 30, totalAmount: 3000, packageId: 1 });
    assert.equal(priceFor(4999, 'sms', context).unitPrice, 30);
    assert.equal(priceFor(5000, 'sms', context).unitPrice, 25);
    assert.equal(priceFor(49999, 'sms', context).totalAmount, 49999 * 25);
    assert.equal(priceFor(1_000_000, 'sms', context).unitPrice, 20);
  });

  it('uses the highest tier above every tier, the tier below in a gap, and the lowest below every tier', () => {
    assert.equal(priceFor(2_000_000, 'sms', context).unitPrice, 20);
    const gappy = { ...context, tiers: [tiers[0], tiers[1]] };
    assert.equal(priceFor(10_000, 'sms', gappy).unitPrice, 30);
    assert.equal(priceFor(10, 'sms', context).unitPrice, 30);
  });

  it('prices chat credits at the configured price and refuses SMS without tiers', () => {
    assert.deepEqual(priceFor(10, 'chat', context), { unitPrice: 50, totalAmount: 500, packageId: null });
    assert.throws(() => priceFor(100, 'sms', { tiers: [], chatCreditPrice: 50 }), NoPriceTierError);
    assert.throws(() => priceFor(0, 'sms', context));
  });
});
