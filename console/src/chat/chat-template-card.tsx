import { useRef, useState } from 'react';
import { Alert, Badge, Button, Card, Group, SegmentedControl, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { components } from '../../../clients/typescript/src';
import { parseNumberList } from '../messaging/compose-draft';
import { newIdempotencyKey } from '../messaging/idempotency-key';
import { ErrorAlert } from '../ui/error-alert';
import { fieldError } from '../ui/field-errors';
import { useChatSend } from './use-chat';

type ChatTemplate = components['schemas']['ChatTemplate'];

/** The form under a template: to one number or a pasted list, a value per variable (its example as the hint). */
function SendForm({ template, allowList, onSent }: { template: ChatTemplate; allowList: boolean; onSent: () => void }) {
  const { t } = useTranslation();
  const send = useChatSend();
  const [kind, setKind] = useState<'number' | 'list'>('number');
  const [number, setNumber] = useState('');
  const [pasted, setPasted] = useState('');
  const [variables, setVariables] = useState(template.variables.map(() => ''));
  const attempt = useRef<{ draft: string; key: string } | null>(null);
  const inFlight = useRef(false);
  const numbers = kind === 'number' ? [number.trim()].filter((n) => n !== '') : parseNumberList(pasted);
  const ready = numbers.length > 0 && variables.every((value) => value.trim() !== '');

  const submit = () => {
    // A second tap before the first answer is dropped here (the busy state renders a moment later); a retry after a
    // lost answer carries the same key, so the API replays rather than sends again.
    if (inFlight.current) return;
    const draft = JSON.stringify({ numbers, variables });
    if (attempt.current?.draft !== draft) attempt.current = { draft, key: newIdempotencyKey() };
    inFlight.current = true;
    send.mutate(
      { templateId: template.id, variables, numbers, idempotencyKey: attempt.current.key },
      {
        onSettled: () => {
          inFlight.current = false;
        },
      },
    );
  };

  if (send.isSuccess)
    return (
      <Alert color="green" role="status">
        <Stack gap="xs">
          <Text size="sm">{t('chat.sent', { count: send.data.count })}</Text>
          {send.data.opted_out > 0 && <Text size="sm">{t('chat.optedOut', { count: send.data.opted_out })}</Text>}
          {send.data.partial && <Text size="sm">{t('chat.partial')}</Text>}
          <Group>
            <Button size="xs" onClick={onSent}>
              {t('chat.seeBatches')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="xs">
        {allowList && (
          <SegmentedControl
            fullWidth
            aria-label={t('chat.to')}
            value={kind}
            onChange={(value) => setKind(value as 'number' | 'list')}
            data={[
              { value: 'number', label: t('chat.toNumber') },
              { value: 'list', label: t('chat.toList') },
            ]}
          />
        )}
        {kind === 'number' ? (
          <TextInput
            label={t('chat.number')}
            inputMode="tel"
            placeholder="0712 345 678"
            value={number}
            onChange={(event) => setNumber(event.currentTarget.value)}
            error={fieldError(send.error, 'to')}
          />
        ) : (
          <Textarea
            label={t('chat.numbers')}
            description={t('chat.numbersHint')}
            autosize
            minRows={3}
            value={pasted}
            onChange={(event) => setPasted(event.currentTarget.value)}
            error={fieldError(send.error, 'numbers')}
          />
        )}
        {template.variables.map((example, index) => (
          <TextInput
            key={index}
            label={t('chat.variable', { position: index + 1 })}
            placeholder={example}
            value={variables[index]}
            onChange={(event) => {
              const next = [...variables];
              next[index] = event.currentTarget.value;
              setVariables(next);
            }}
          />
        ))}
        {fieldError(send.error, 'variables') && (
          <Text size="xs" c="red.9">
            {fieldError(send.error, 'variables')}
          </Text>
        )}
        {send.isError && <ErrorAlert error={send.error} />}
        <Button type="submit" loading={send.isPending} disabled={!ready}>
          {t('chat.send')}
        </Button>
      </Stack>
    </form>
  );
}

/** An approved template: its header and text with the {{n}} slots, and its send form when opened. */
export function ChatTemplateCard({
  template,
  allowList,
  onSent,
}: {
  template: ChatTemplate;
  allowList: boolean;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="article"
      aria-label={`${template.name} (${template.language})`}
    >
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} truncate>
            {template.name}
          </Text>
          <Badge color="gray.7" variant="filled" radius="sm" style={{ flexShrink: 0 }}>
            {template.language}
          </Badge>
        </Group>
        {template.header && (
          <Text size="sm" fw={600}>
            {template.header}
          </Text>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {template.text}
        </Text>
        <Text size="xs" c="dimmed">
          {template.variables.length > 0
            ? t('chat.variables', { examples: template.variables.join(', ') })
            : t('chat.noVariables')}
        </Text>
        {open ? (
          <SendForm template={template} allowList={allowList} onSent={onSent} />
        ) : (
          <Group>
            <Button size="xs" onClick={() => setOpen(true)}>
              {t('chat.useTemplate')}
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
