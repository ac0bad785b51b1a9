import assert from 'node:assert/strict';
import { cardView } from '../../api/events/cards/card-view';

describe('an entry card’s words', () => {
  const event = {
    name: 'Harusi ya Asha na Juma',
    type: 'wedding' as const,
    eventDate: '2026-12-12',
    venue: 'Mlimani City',
    startsAt: '18:00',
    endsAt: '23:30',
  };
  const invitee = { name: 'Mwanaidi Salim', cardType: 'double' as const, admits: 2, entryCode: 'c0de' };

  it('says the date, the time and the venue, and the card type in the card’s language', () => {
    const sw = cardView(event, invitee, 'sw');
    assert.deepEqual(
      sw.details.map(([label]) => label),
      ['Tarehe', 'Saa', 'Mahali'],
    );
    assert.match(sw.details[1]![1], /^18:00/);
    assert.equal(sw.badge, 'Kadi ya wawili · Inaruhusu watu 2');
    const en = cardView({ ...event, startsAt: null, endsAt: null }, invitee, 'en');
    assert.deepEqual(
      en.details.map(([label]) => label),
      ['Date', 'Venue'],
    );
    assert.match(en.badge, /^Double · /);
  });
});
