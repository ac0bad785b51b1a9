import assert from 'node:assert/strict';
import axios, { type AxiosResponse } from 'axios';
import { createTenantSession } from '../helpers/tenant';
import { addInvitee, createEvent } from '../helpers/events';
import { startCheckout } from '../helpers/payments';
import { testEnv } from '../helpers/env';
import { optOutToken } from '../../domain/messaging/opt-out-token';
import { loadOptOutKey } from '../../db/messaging/opt-out-key';

const root = () =>
  axios.create({ baseURL: testEnv().baseUrl, validateStatus: () => true, maxRedirects: 0, responseType: 'text' });
const form = { headers: { 'content-type': 'application/x-www-form-urlencoded' } };

describe('pages with personal data are never stored by a cache or the browser', () => {
  it('event, opt-out and purchase return pages, their error and not-found answers too, send Cache-Control: no-store', async () => {
    const owner = await createTenantSession();
    const event = await createEvent(owner);
    const invitee = await addInvitee(owner, event.id, { name: 'Bi. Mwajuma' });
    const eventPath = new URL(invitee.event_link).pathname;
    const optOutPath = `/u/${optOutToken(await loadOptOutKey(testEnv().sequelize), owner.tenant.id, '255712000222')}`;
    const checkout = await startCheckout(owner, 300);
    const pages: Array<[string, number, AxiosResponse<string>]> = [
      ['event page', 200, await root().get(eventPath)],
      ['event form without its token', 403, await root().post(`${eventPath}/rsvp`, 'answer=yes', form)],
      ['pledge payment page of no order', 404, await root().get(`${eventPath}/payment?OrderTrackingId=none`)],
      ['unknown event page', 404, await root().get('/e/not-a-token')],
      ['opt-out page', 200, await root().get(optOutPath)],
      ['opt-out form without its token', 403, await root().post(`${optOutPath}/stop`, '', form)],
      ['unknown opt-out page', 404, await root().get('/u/not-a-token')],
      [
        'purchase return page',
        200,
        await root().get('/api/payments/return', { params: { OrderTrackingId: checkout.orderTrackingId } }),
      ],
      [
        'return page of no purchase',
        404,
        await root().get('/api/payments/return', { params: { OrderTrackingId: 'none' } }),
      ],
    ];
    for (const [what, status, res] of pages) {
      assert.equal(res.status, status, what);
      assert.match(String(res.headers['content-type']), /^text\/html/, what);
      assert.equal(res.headers['cache-control'], 'no-store', what);
    }
    assert.match(pages[0]![2].data, /Bi\. Mwajuma/);
    assert.match(pages[7]![2].data, /id="credits">300 SMS</);
  });
});
