import assert from 'node:assert/strict';
import { parseInboundSms, parseShillings } from '../../domain/messaging/inbound-keywords';

describe('incoming SMS keywords', () => {
  it('matches the first word in any case, in Swahili and English', () => {
    const cases: [string, string | null, string | null][] = [
      ['STOP', 'STOP', 'stop'],
      ['acha', 'ACHA', 'stop'],
      ['  Sitisha tafadhali', 'SITISHA', 'stop'],
      ['Anza', 'ANZA', 'start'],
      ['start', 'START', 'start'],
      ['Ndiyo!', 'NDIYO', 'rsvp'],
      ['hapana', 'HAPANA', 'rsvp'],
      ['Salio', 'SALIO', 'statement'],
      ['balance?', 'BALANCE', 'statement'],
      ['Habari yako', null, null],
      ['', null, null],
      ['STOPP', null, null],
    ];
    assert.deepEqual(
      cases.map(([text]) => {
        const parsed = parseInboundSms(text);
        return [text, parsed.keyword, parsed.command?.kind ?? null];
      }),
      cases,
    );
  });

  it('reads the language of the keyword', () => {
    assert.deepEqual(
      ['NDIYO', 'YES', 'Habari'].map((text) => parseInboundSms(text).language),
      ['sw', 'en', 'sw'],
    );
  });

  it('reads an RSVP and how many attend, within a sane bound', () => {
    assert.deepEqual(parseInboundSms('NDIYO 3').command, { kind: 'rsvp', answer: 'confirmed', count: 3 });
    assert.deepEqual(parseInboundSms('yes').command, { kind: 'rsvp', answer: 'confirmed', count: null });
    assert.deepEqual(parseInboundSms('ndiyo 500').command, { kind: 'rsvp', answer: 'confirmed', count: null });
    assert.deepEqual(parseInboundSms('ndiyo 0').command, { kind: 'rsvp', answer: 'confirmed', count: null });
    assert.deepEqual(parseInboundSms('NO').command, { kind: 'rsvp', answer: 'declined', count: null });
  });

  it('reads a pledge written with or without separators, and flags nonsense', () => {
    assert.deepEqual(parseInboundSms('AHADI 50000').command, { kind: 'pledge', amount: 50_000 });
    assert.deepEqual(parseInboundSms('pledge 50,000').command, { kind: 'pledge', amount: 50_000 });
    assert.deepEqual(parseInboundSms('Ahadi elfu hamsini').command, { kind: 'pledge_invalid' });
    assert.deepEqual(parseInboundSms('AHADI').command, { kind: 'pledge_invalid' });
  });

  it('parses shillings the ways people write them', () => {
    const cases: [string, number | null][] = [
      ['50000', 50_000],
      ['50,000', 50_000],
      ['1.250.000', 1_250_000],
      ['50 000', 50_000],
      ['TSh 50,000/=', 50_000],
      ['tzs 7000', 7000],
      ['50,00', null],
      ['5,0000', null],
      ['50,000.000', null],
      ['12.5', null],
      ['0', null],
      ['-500', null],
      ['elfu hamsini', null],
      ['99999999999', null],
      ['', null],
    ];
    assert.deepEqual(
      cases.map(([text]) => [text, parseShillings(text)]),
      cases,
    );
  });
});
