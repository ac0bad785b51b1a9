import assert from 'node:assert/strict';
import {
  fitsUssdScreen,
  ussdAnswer,
  ussdEffectFailed,
  ussdExtension,
  ussdReply,
  USSD_SCREEN_MAX,
  type UssdInvitation,
  type UssdReply,
} from '../../domain/events/ussd-menu';

const invitation = (overrides: Partial<UssdInvitation> = {}): UssdInvitation => ({
  tenantId: 1,
  eventId: 10,
  inviteeId: 100,
  publicToken: 'tok',
  eventName: 'Harusi ya Asha na Juma',
  status: 'invited',
  admits: 1,
  attendingCount: null,
  pledge: 0,
  paid: 0,
  bank: null,
  ...overrides,
});

/** The worst case for the screen length: the longest names and details the API accepts. */
const longest = (i: number): UssdInvitation =>
  invitation({
    eventId: i,
    inviteeId: i,
    eventName: `${i} ${'Sherehe kubwa ya harusi '.repeat(11)}`.slice(0, 255),
    admits: 20,
    pledge: 999_999_999,
    paid: 999_999_999,
    bank: `${'B'.repeat(255)} ${'1'.repeat(100)} ${'N'.repeat(255)}`,
  });

const INPUTS = ['0', '1', '2', '3', '4', '20', '50000', 'elfu hamsini', ''];

/** Every screen reachable with these inputs up to `depth` steps, with the text that reaches it. */
function walk(invitations: UssdInvitation[], depth: number): Array<[string, UssdReply]> {
  const seen: Array<[string, UssdReply]> = [];
  const visit = (text: string, level: number): void => {
    const reply = ussdReply(invitations, text);
    seen.push([text, reply]);
    if (reply.end || level === depth) return;
    for (const input of INPUTS) visit(text === '' && level === 0 ? input : `${text}*${input}`, level + 1);
  };
  visit('', 0);
  return seen;
}

const step = (invitations: UssdInvitation[], ...inputs: string[]) => ussdReply(invitations, inputs.join('*'));

describe('USSD menu', () => {
  it('fits every screen in 182 characters, CON/END included, for the longest names, banks and amounts', function () {
    this.timeout(30_000);
    for (const invitations of [[longest(1)], [1, 2, 3, 4, 5, 6].map(longest), [invitation()]]) {
      const screens = walk(invitations, 5);
      assert.ok(screens.length > 500, `${screens.length} screens walked`);
      const over = screens.filter(([, reply]) => !fitsUssdScreen(reply.text)).map(([text]) => text);
      assert.deepEqual(over, []);
      for (const [, reply] of screens) assert.ok(ussdAnswer(reply).length <= USSD_SCREEN_MAX);
    }
    for (const language of ['sw', 'en'] as const)
      for (const why of ['cancelled', 'gone', 'sms_not_sent'] as const)
        assert.ok(fitsUssdScreen(ussdEffectFailed(language, why).text));
  });

  it('greets an unknown phone with a polite END in both languages', () => {
    const reply = ussdReply([], '');
    assert.equal(reply.end, true);
    assert.match(ussdAnswer(reply), /^END Samahani, hatukupata mwaliko[\s\S]*Sorry, we found no invitation/);
  });

  it('opens on the main menu in Swahili with English offered, and on a list when invited to several events', () => {
    assert.equal(
      ussdAnswer(step([invitation()])),
      'CON Harusi ya Asha na Juma\n1. Thibitisha kuhudhuria\n2. Weka au badilisha ahadi\n3. Salio la ahadi\n4. Jinsi ya kulipa\n0. English',
    );
    assert.equal(
      ussdAnswer(step([invitation()], '0')),
      'CON Harusi ya Asha na Juma\n1. Confirm attendance\n2. Make or change a pledge\n3. Pledge balance\n4. How to pay',
    );
    const two = [invitation(), invitation({ eventId: 11, eventName: 'Harambee ya Shule' })];
    assert.equal(
      ussdAnswer(step(two)),
      'CON Karibu! Chagua tukio:\n1. Harusi ya Asha na Juma\n2. Harambee ya Shule\n0. English',
    );
    assert.match(ussdAnswer(step(two, '2')), /^CON Harambee ya Shule\n1\. Thibitisha/);
    assert.equal(step(two, '2', '2', '50000', '1').effect?.invitation.eventId, 11);
  });

  it('asks how many within the card, and asks again after a number outside it', () => {
    const family = [invitation({ admits: 4 })];
    assert.equal(ussdAnswer(step(family, '1')), 'CON Utahudhuria?\n1. Ndiyo\n2. Hapana');
    assert.equal(ussdAnswer(step(family, '1', '1')), 'CON Mtakuja watu wangapi? Andika 1 hadi 4:');
    assert.match(ussdAnswer(step(family, '1', '1', '9')), /^CON Chaguo si sahihi\.\nMtakuja watu wangapi/);
    const done = step(family, '1', '1', '9', '3');
    assert.deepEqual([done.end, done.effect?.effect], [true, { kind: 'rsvp', answer: 'confirmed', count: 3 }]);
    assert.deepEqual(step([invitation()], '1', '1').effect?.effect, { kind: 'rsvp', answer: 'confirmed', count: 1 });
    assert.deepEqual(step(family, '0', '1', '2').effect?.effect, { kind: 'rsvp', answer: 'declined', count: null });
    assert.match(step(family, '0', '1', '2').text, /will not attend/);
  });

  it('takes a pledge in digits after a confirmation; words are asked again, a no changes nothing', () => {
    const one = [invitation({ pledge: 20_000 })];
    assert.equal(ussdAnswer(step(one, '2')), 'CON Ahadi yako sasa: TZS 20,000\nAndika kiasi cha ahadi (mfano 50000):');
    assert.match(ussdAnswer(step(one, '2', 'elfu hamsini')), /^CON Hatukuelewa kiasi/);
    assert.equal(step(one, '2', 'elfu hamsini').effect, undefined);
    assert.equal(
      ussdAnswer(step(one, '2', 'elfu hamsini', '50000')),
      'CON Thibitisha ahadi ya TZS 50,000?\n1. Ndiyo\n2. Hapana',
    );
    assert.deepEqual(step(one, '2', '50000', '1').effect?.effect, { kind: 'pledge', amount: 50_000 });
    assert.deepEqual([step(one, '2', '50000', '2').end, step(one, '2', '50000', '2').effect], [true, undefined]);
  });

  it('shows the statement and sends it by SMS on request; how to pay shows the bank and offers the link', () => {
    const one = [invitation({ pledge: 100_000, paid: 30_000, bank: 'CRDB 0150123456 Asha Juma' })];
    assert.equal(
      ussdAnswer(step(one, '3')),
      'CON Ahadi: TZS 100,000\nUmelipa: TZS 30,000\nSalio: TZS 70,000\n1. Nitumie kwa SMS\n2. Toka',
    );
    assert.deepEqual(step(one, '3', '1').effect?.effect, { kind: 'statement_sms' });
    assert.deepEqual([step(one, '3', '2').end, step(one, '3', '2').effect], [true, undefined]);
    assert.match(ussdAnswer(step(one, '4')), /^CON Benki: CRDB 0150123456 Asha Juma\n/);
    assert.deepEqual(step(one, '4', '1').effect?.effect, { kind: 'payment_link_sms' });
  });

  it('reads the event code a caller dialled after the service code', () => {
    assert.deepEqual(
      ['*150*00#', '*150*00*123#', '*150*00*12345678#', '*150*00*abc#', '*150*00*1*2#'].map(ussdExtension),
      [null, '123', '12345678', null, null],
    );
  });
});
