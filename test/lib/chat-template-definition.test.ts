import assert from 'node:assert/strict';
import { describeChatTemplate, placeholderNumbers } from '../../domain/chat/chat-template-definition';
import type { ProviderTemplate } from '../../infra/providers/chat-provider';

const template = (
  components: ProviderTemplate['components'],
  overrides: Partial<ProviderTemplate> = {},
): ProviderTemplate => ({
  id: '42',
  name: 'sample',
  language: 'sw',
  status: 'APPROVED',
  category: 'UTILITY',
  components,
  ...overrides,
});

describe('chat template definition', () => {
  it('counts the distinct {{n}} of a text', () => {
    assert.deepEqual(placeholderNumbers('Habari {{2}}, {{1}} na {{2}} tena; {{ 3 }} si kigezo'), [1, 2]);
    assert.deepEqual(placeholderNumbers('Hakuna vigezo'), []);
    assert.deepEqual(placeholderNumbers(undefined), []);
  });

  it('counts body variables, labelled with the provider examples', () => {
    const described = describeChatTemplate(
      template([
        {
          type: 'BODY',
          text: 'Habari {{1}}, umealikwa kwenye {{2}}. {{1}}, karibu!',
          example: { body_text: [['Juma', 'Harusi ya Neema']] },
        },
      ]),
    );
    assert.equal(described.variablesCount, 2);
    assert.deepEqual(described.variableLabels, ['Juma', 'Harusi ya Neema']);
    assert.equal(described.headerText, null);
  });

  it('adds a text header before the body, labelling variables without examples by their position', () => {
    const described = describeChatTemplate(
      template([
        { type: 'HEADER', format: 'TEXT', text: 'Tiketi ya {{1}}', example: { header_text: ['Gala'] } },
        { type: 'BODY', text: 'Habari {{1}}, kiti chako ni {{2}}.' },
        { type: 'FOOTER', text: 'Asante {{1}}' },
      ]),
    );
    assert.equal(described.variablesCount, 3);
    assert.deepEqual(described.variableLabels, ['Gala', '2', '3']);
    assert.deepEqual(
      [described.headerText, described.bodyText],
      ['Tiketi ya {{1}}', 'Habari {{1}}, kiti chako ni {{2}}.'],
    );
  });

  it('does not count a media header', () => {
    const described = describeChatTemplate(
      template([
        { type: 'HEADER', format: 'IMAGE' },
        { type: 'BODY', text: 'Picha ya {{1}}' },
      ]),
    );
    assert.deepEqual([described.variablesCount, described.headerText], [1, null]);
  });

  it('records URL buttons with index and url and quick replies with their text', () => {
    const described = describeChatTemplate(
      template([
        { type: 'BODY', text: 'Karibu' },
        {
          type: 'BUTTONS',
          buttons: [
            { type: 'QUICK_REPLY', text: 'Nitahudhuria' },
            { type: 'URL', text: 'Thibitisha', url: 'https://sms.example.co.tz/e/{{1}}' },
            { type: 'PHONE_NUMBER', text: 'Piga simu', phone_number: '+255222110000' },
          ],
        },
      ]),
    );
    assert.deepEqual(described.buttons, [
      { type: 'quick_reply', index: 0, text: 'Nitahudhuria' },
      { type: 'url', index: 1, text: 'Thibitisha', url: 'https://sms.example.co.tz/e/{{1}}' },
      { type: 'phone_number', index: 2, text: 'Piga simu' },
    ]);
  });

  it('keeps the provider id, status and category', () => {
    const described = describeChatTemplate(
      template([{ type: 'BODY', text: 'x' }], { status: 'paused', category: 'marketing' }),
    );
    assert.deepEqual(
      [described.providerTemplateId, described.status, described.category],
      ['42', 'PAUSED', 'MARKETING'],
    );
  });
});
