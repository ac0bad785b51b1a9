import assert from 'node:assert/strict';
import fc from 'fast-check';
import { QueryTypes } from 'sequelize';
import { testEnv } from '../helpers/env';
import { renderPlaceholders } from '../../domain/messaging/placeholders';
import { countSmsSegments } from '../../domain/messaging/sms-segments';
import { EVENT_PLACEHOLDERS, formatTzs, inviteePlaceholders } from '../../domain/events/placeholders';
import { STAGE_PLACEHOLDERS } from '../../console/src/stages/stage-draft';
import { isEligibleInvitee } from '../../domain/events/eligibility';
import { INVITEE_STATUSES, STAGE_TYPES } from '../../domain/events/vocabulary';
import { eligibleInviteesWhere } from '../../db/events/eligibility';
import { inviteePlaceholderSql } from '../../db/events/invitee-placeholders-sql';
import { creditsSql, renderSql } from '../../db/messaging/render-sql';
import { loadOptOutKey } from '../../db/messaging/opt-out-key';
import { optOutToken, readOptOutToken, type OptOutKey } from '../../domain/messaging/opt-out-token';

const BASE = 'https://sms.example.co.tz';
const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_AbCdE';

interface Row {
  body: string;
  name: string;
  pledge: number;
  paid: number;
  /** `255XXXXXXXXX`: the invitee's number, which `{optout_link}` names (with the tenant). */
  phone: string;
  event: { name: string; eventDate: string; venue: string | null };
}

/**
 * Renders and prices each row in SQL the way stage figures and stage sends do (renderSql and creditsSql over the
 * invitee columns), one UNION ALL branch per row since creditsSql is made for one body; `i` and `e` come from JSON.
 */
async function inSql(rows: Row[]): Promise<Array<{ rendered: string; segments: number; credits: number }>> {
  const columns = inviteePlaceholderSql('$2');
  const branches = rows.map(
    (row, n) => `SELECT ${n} AS n, ${renderSql('r.body', columns)} AS rendered,
       sms_segments(${renderSql('r.body', columns)}) AS segments, ${creditsSql(row.body, 'r.body', columns).sql} AS credits
     FROM (SELECT $1::jsonb->${n} AS j) t
     CROSS JOIN LATERAL (SELECT t.j->>'body' AS body) r
     CROSS JOIN LATERAL (SELECT t.j->>'name' AS name, (t.j->>'pledge')::bigint AS pledge_amount, (t.j->>'paid')::bigint AS paid_amount, $3::text AS public_token, $4::int AS tenant_id, t.j->>'phone' AS phone) i
     CROSS JOIN LATERAL (SELECT t.j->'event'->>'name' AS name, (t.j->'event'->>'eventDate')::date AS event_date, t.j->'event'->>'venue' AS venue) e`,
  );
  return testEnv().sequelize.query(`${branches.join('\nUNION ALL\n')} ORDER BY n`, {
    bind: [JSON.stringify(rows), BASE, TOKEN, TENANT_ID],
    type: QueryTypes.SELECT,
  });
}

const TENANT_ID = 2_000_000_001;

const inTs = (key: OptOutKey, row: Row) =>
  renderPlaceholders(
    row.body,
    inviteePlaceholders(
      {
        name: row.name,
        pledgeAmount: row.pledge,
        paidAmount: row.paid,
        publicToken: TOKEN,
        optOutToken: optOutToken(key, TENANT_ID, row.phone),
      },
      row.event,
      BASE,
    ),
  );

describe('event placeholders: SQL renders and prices stages exactly like TypeScript', () => {
  const event = { name: 'Harusi ya Juma & Neema', eventDate: '2026-12-05', venue: 'Ukumbi wa Mlimani' };

  it('renders every placeholder with the documented formats', async () => {
    const key = await loadOptOutKey(testEnv().sequelize);
    const row: Row = {
      body: '{invitee_name}|{event_name}|{event_date}|{venue}|{pledge_amount}|{paid_total}|{pledge_balance}|{event_link}|{card_link}|{optout_link}|{unknown}',
      name: 'Asha',
      pledge: 1_250_000,
      paid: 250_000,
      phone: '255712345678',
      event,
    };
    const link = `${BASE}/u/${optOutToken(key, TENANT_ID, '255712345678')}`;
    const expected = `Asha|Harusi ya Juma & Neema|05/12/2026|Ukumbi wa Mlimani|TZS 1,250,000|TZS 250,000|TZS 1,000,000|${BASE}/e/${TOKEN}|${BASE}/e/${TOKEN}/card|${link}|{unknown}`;
    assert.equal(inTs(key, row), expected);
    assert.deepEqual(readOptOutToken(key, link.split('/u/')[1]), { tenantId: TENANT_ID, phone: '255712345678' });
    assert.equal((await inSql([row]))[0].rendered, expected);
    assert.deepEqual(
      [formatTzs(0), formatTzs(999), formatTzs(1000), formatTzs(1_000_000_000_000)],
      ['TZS 0', 'TZS 999', 'TZS 1,000', 'TZS 1,000,000,000,000'],
    );
    const noVenue = (await inSql([{ ...row, body: '[{venue}]', event: { ...event, venue: null }, pledge: 0 }]))[0];
    assert.equal(noVenue.rendered, '[]');
    const overpaid = { ...row, body: '{paid_total}|{pledge_balance}', pledge: 1000, paid: 1500 };
    assert.equal(inTs(key, overpaid), 'TZS 1,500|TZS 0', 'more paid than pledged leaves nothing to pay');
    assert.equal((await inSql([overpaid]))[0].rendered, 'TZS 1,500|TZS 0');
  });

  it("agrees on generated bodies, names, amounts and events: text, segments and the pipeline's credits (fast-check)", async () => {
    const part = fc.oneof(
      fc.constantFrom(
        '{invitee_name}',
        '{event_name}',
        '{event_date}',
        '{venue}',
        '{pledge_amount}',
        '{paid_total}',
        '{pledge_balance}',
        '{event_link}',
        '{card_link}',
        '{optout_link}',
        '{other}',
        '{',
        '}',
      ),
      fc.constantFrom('Karibu ', 'ahadi yako ', '€', '^', 'é', 'ü', '😀', '\n', 'x'.repeat(150), 'ş'),
      fc.string({ maxLength: 8 }),
    );
    const rowArb = fc.record({
      body: fc.array(part, { minLength: 1, maxLength: 10 }).map((p) => p.join('')),
      name: fc.oneof(
        fc.constantFrom('Asha', 'Éric Mbwana', 'Zawadi 😀', 'Bi. Mwanaidi {venue}', 'N'.repeat(200)),
        fc.string({ maxLength: 12 }),
      ),
      pledge: fc.nat({ max: 2_000_000_000 }),
      paid: fc.nat({ max: 2_000_000_000 }),
      phone: fc.constantFrom('255712345678', '255600000001', '255799999999'),
      event: fc.record({
        name: fc.constantFrom('Harusi', 'Sherehe ya Ñ', 'Harambee {event_date}'),
        eventDate: fc.constantFrom('2026-01-31', '2027-12-05'),
        venue: fc.option(fc.constantFrom('Mlimani', 'Ukumbi €'), { nil: null }),
      }),
    });
    const key = await loadOptOutKey(testEnv().sequelize);
    await fc.assert(
      fc.asyncProperty(fc.array(rowArb, { minLength: 40, maxLength: 40 }), async (rows) => {
        const sql = await inSql(rows);
        rows.forEach((row, n) => {
          const text = inTs(key, row);
          assert.equal(sql[n].rendered, text);
          assert.equal(sql[n].segments, countSmsSegments(text));
          assert.equal(sql[n].credits, countSmsSegments(text), `credits of ${JSON.stringify(row)}`);
        });
      }),
      { seed: 20261125, numRuns: 30 },
    );
  });
});

describe('stage eligibility: eligibleInviteesWhere() selects exactly the invitees isEligibleInvitee() accepts', () => {
  it('agrees on every status × pledge × paid combination for every stage type', async () => {
    const amounts = [
      [0, 0],
      [100, 0],
      [100, 50],
      [100, 100],
      [100, 150],
      [0, 30],
    ];
    const invitees = INVITEE_STATUSES.flatMap((status) =>
      amounts.map(([pledge, paid]) => ({ status, pledgeAmount: pledge, paidAmount: paid })),
    );
    for (const stageType of STAGE_TYPES) {
      const rows = await testEnv().sequelize.query<{ eligible: boolean }>(
        `SELECT ${eligibleInviteesWhere(stageType)} AS eligible
         FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS t(j, ord)
         CROSS JOIN LATERAL jsonb_to_record(t.j) AS i(status text, pledge_amount bigint, paid_amount bigint) ORDER BY t.ord`,
        {
          bind: [
            JSON.stringify(
              invitees.map((i) => ({ status: i.status, pledge_amount: i.pledgeAmount, paid_amount: i.paidAmount })),
            ),
          ],
          type: QueryTypes.SELECT,
        },
      );
      assert.deepEqual(
        rows.map((r) => r.eligible),
        invitees.map((i) => isEligibleInvitee(stageType, i)),
        stageType,
      );
      assert.ok(
        invitees.every((i, n) => i.status !== 'declined' || !rows[n].eligible),
        `${stageType} never goes to a declined invitee`,
      );
    }
  });

  it("offers in the console's stage form exactly the placeholders the server renders", () => {
    assert.deepEqual([...STAGE_PLACEHOLDERS], [...EVENT_PLACEHOLDERS]);
  });
});
