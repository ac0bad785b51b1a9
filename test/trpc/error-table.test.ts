import assert from 'node:assert/strict';
import { TRPCError } from '@trpc/server';
import { createTenantSession, type TenantSession } from '../helpers/tenant';
import { superAdminToken, trpcCall } from '../helpers/trpc';
import { publicProcedure, router } from '../../api/http/trpc/trpc';
import type { ApiDeps } from '../../api/http/deps';
import { domainErrorToHttp } from '../../api/http/errors/error-table';
import { InsufficientCreditsError, LastAdminError } from '../../domain/accounts/errors';
import { StageRuleError } from '../../domain/events/errors';
import {
  AllRecipientsOptedOutError,
  BatchNotStartedError,
  NotFoundError,
  ProviderFailedError,
  RefusedError,
  SendOutcomeUnknownError,
} from '../../domain/messaging/errors';
import { PendingPurchaseExistsError, PurchaseStateError } from '../../domain/purchases/errors';
import { SenderIdStateError } from '../../domain/sender-ids/errors';
import { WebhookEndpointNotFoundError } from '../../domain/webhooks/errors';

/** [a domain error, its REST status, its tRPC code, the message both answer with] */
const CASES: Array<[Error, number, TRPCError['code'], string]> = [
  [new InsufficientCreditsError(3, 10), 422, 'UNPROCESSABLE_CONTENT', 'Insufficient balance. Please buy more credits.'],
  [new LastAdminError(), 422, 'UNPROCESSABLE_CONTENT', 'An organization must keep at least one admin.'],
  [
    new PendingPurchaseExistsError(7, 'chat'),
    422,
    'UNPROCESSABLE_CONTENT',
    'You already have a pending chat credit purchase request awaiting approval.',
  ],
  [
    new PurchaseStateError('Purchase #7 is rejected; only a pending purchase can be approved.'),
    409,
    'CONFLICT',
    'Purchase #7 is rejected; only a pending purchase can be approved.',
  ],
  [
    new SenderIdStateError('A rejected sender id cannot be approved.'),
    409,
    'CONFLICT',
    'A rejected sender id cannot be approved.',
  ],
  [
    new StageRuleError({ end_at: ['The stage has no run left before its end at.'] }),
    422,
    'UNPROCESSABLE_CONTENT',
    'The stage has no run left before its end at.',
  ],
  [new AllRecipientsOptedOutError(2), 422, 'UNPROCESSABLE_CONTENT', 'Every recipient has opted out of your messages.'],
  [new NotFoundError('Contact'), 404, 'NOT_FOUND', 'Contact not found.'],
  [
    new RefusedError('This message is not scheduled any more.'),
    422,
    'UNPROCESSABLE_CONTENT',
    'This message is not scheduled any more.',
  ],
  [new ProviderFailedError('The gateway is busy.', 30), 429, 'TOO_MANY_REQUESTS', 'The gateway is busy.'],
  [new ProviderFailedError('The gateway is down.'), 502, 'BAD_GATEWAY', 'The gateway is down.'],
  [
    new BatchNotStartedError('The batch could not be started.'),
    503,
    'SERVICE_UNAVAILABLE',
    'The batch could not be started.',
  ],
  [new SendOutcomeUnknownError('Not known yet.'), 504, 'GATEWAY_TIMEOUT', 'Not known yet.'],
  [new WebhookEndpointNotFoundError(), 404, 'NOT_FOUND', 'Webhook endpoint not found.'],
];

/** A router whose one procedure throws `err`, behind the same error middleware as every admin procedure. */
function throwingCaller(err: Error, logged: unknown[]) {
  const deps = { logger: { error: (...args: unknown[]) => logged.push(args) } } as unknown as ApiDeps;
  return router({
    refuse: publicProcedure.mutation(() => {
      throw err;
    }),
  }).createCaller({ deps });
}

describe('one error table for REST and tRPC', () => {
  for (const [err, status, code, message] of CASES) {
    it(`${err.constructor.name}: REST ${status}, tRPC ${code}, same message`, async () => {
      const rest = domainErrorToHttp(err);
      assert.equal(rest?.status, status);
      assert.equal(rest.message, message);
      const logged: unknown[] = [];
      await assert.rejects(throwingCaller(err, logged).refuse(), (thrown: unknown) => {
        assert.ok(thrown instanceof TRPCError);
        assert.deepEqual({ code: thrown.code, message: thrown.message }, { code, message });
        return true;
      });
      assert.deepEqual(logged, [], 'a refusal is an answer, not a logged server error');
    });
  }

  it('anything else is still a logged "Server error." without its message', async () => {
    const logged: unknown[] = [];
    await assert.rejects(throwingCaller(new Error('secret detail'), logged).refuse(), (thrown: unknown) => {
      assert.ok(thrown instanceof TRPCError);
      assert.deepEqual(
        { code: thrown.code, message: thrown.message },
        { code: 'INTERNAL_SERVER_ERROR', message: 'Server error.' },
      );
      return true;
    });
    assert.equal(logged.length, 1);
  });
});

describe('admin procedures answer domain refusals through the table', () => {
  let admin: string;
  before(async () => {
    admin = await superAdminToken();
  });

  async function rejectedPurchase(session: TenantSession): Promise<number> {
    const res = await session.api.post('/sms-purchases', {
      sms_quantity: 1000,
      transaction_reference: 'TIGO-112233',
      payer_phone: '+255 754 000 222',
    });
    assert.equal(res.status, 201, JSON.stringify(res.data));
    const rejected = await trpcCall(
      'mutation',
      'admin.purchases.reject',
      { purchaseId: res.data.data.id, reason: 'Unknown transaction' },
      admin,
    );
    assert.equal(rejected.data.data.status, 'rejected');
    return res.data.data.id;
  }

  it("approving a rejected purchase is CONFLICT with the refusal's message, and credits nothing", async () => {
    const session = await createTenantSession();
    const id = await rejectedPurchase(session);
    const approve = await trpcCall('mutation', 'admin.purchases.approve', { purchaseId: id }, admin);
    assert.equal(approve.status, 409);
    assert.equal(approve.error?.data.code, 'CONFLICT');
    assert.equal(approve.error?.data.error_code, 'invalid_state');
    assert.equal(approve.error?.message, `Purchase #${id} is rejected; only a pending purchase can be approved.`);
    assert.equal((await session.api.get('/balance')).data.sms_balance, 0);
  });

  it("approving a rejected sender id is CONFLICT with the refusal's message", async () => {
    const session = await createTenantSession();
    const requested = await session.api.post('/sender-ids', { sender_id: 'KANISA' });
    assert.equal(requested.status, 201, JSON.stringify(requested.data));
    const id = requested.data.data.id;
    await trpcCall('mutation', 'admin.senderIds.reject', { senderIdId: id, reason: 'Not registered.' }, admin);
    const approve = await trpcCall('mutation', 'admin.senderIds.approve', { senderIdId: id }, admin);
    assert.equal(approve.error?.data.code, 'CONFLICT');
    assert.equal(
      approve.error?.message,
      'A rejected sender id cannot be approved; the organization may request it again.',
    );
  });
});
