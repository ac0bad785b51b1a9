import { useEffect, useState } from 'react';
import { Badge, Button, Group, NumberInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatDate } from '../format/format';
import { QueryState } from '../ui/query-state';
import { CameraScanner } from './camera-scanner';
import { DoorAnswerPanel } from './door-answer-panel';
import { DoorConflicts } from './door-conflicts';
import { DoorSyncReport } from './door-sync-report';
import { storeDoorName, storedDoorName, type DoorList } from './door-store';
import { GuestSearch } from './guest-search';
import { useDoorList } from './use-door';
import { useDoorDesk } from './use-door-desk';

/** Whether the browser has network now (the page says so: the usher knows the answers come from the list). */
function useOnline(): boolean {
  const [online, setOnline] = useState(navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

function DoorDesk({ eventId, list }: { eventId: number; list: DoorList }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const [door, setDoor] = useState(storedDoorName);
  const [guests, setGuests] = useState(1);
  const [code, setCode] = useState('');
  const desk = useDoorDesk(eventId, list, door.trim());
  const submitCode = (value: string) => {
    if (value.trim() === '') return;
    void desk.scanCode(value, guests).then(() => setGuests(1));
    setCode('');
  };
  return (
    <Stack gap="md" maw={720}>
      <div>
        <Title order={2}>{list.event.name}</Title>
        <Text c="dimmed">
          {formatDate(list.event.event_date, i18n.language)}
          {list.event.venue ? ` · ${list.event.venue}` : ''}
        </Text>
      </div>
      <Group gap="xs">
        {/* It wraps rather than cut the Swahili short: the usher must read all of it. */}
        <Badge
          size="lg"
          color={online ? '#1b5e20' : 'gray.7'}
          data-testid="door-network"
          h="auto"
          py={4}
          styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
        >
          {online ? t('door.online') : t('door.offline')}
        </Badge>
        <Badge size="lg" color={desk.queue.length > 0 ? '#8a3c00' : 'gray.7'} data-testid="door-queue">
          {t('door.queued', { count: desk.queue.length })}
        </Badge>
      </Group>
      <DoorConflicts conflicts={desk.conflicts} onResolve={desk.resolveConflict} />
      <DoorSyncReport synced={desk.synced} onDismiss={desk.dismissSynced} />
      {desk.answer && <DoorAnswerPanel key={desk.answer.seq} answer={desk.answer.value} onUndo={desk.undo} />}
      <CameraScanner onCode={submitCode} />
      <NumberInput
        label={t('door.guests')}
        description={t('door.guestsHint')}
        min={1}
        max={20}
        value={guests}
        onChange={(value) => setGuests(typeof value === 'number' && value >= 1 ? value : 1)}
        size="md"
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submitCode(code);
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('door.code')}
            value={code}
            onChange={(event) => setCode(event.currentTarget.value)}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            size="md"
            style={{ flex: 1 }}
          />
          <Button type="submit" size="md">
            {t('door.check')}
          </Button>
        </Group>
      </form>
      <GuestSearch
        guests={list.guests}
        onAdmit={(guest) => void desk.admitGuest(guest, guests).then(() => setGuests(1))}
      />
      <TextInput
        label={t('door.doorName')}
        description={t('door.doorNameHint')}
        value={door}
        onChange={(event) => {
          setDoor(event.currentTarget.value);
          storeDoorName(event.currentTarget.value);
        }}
        maxLength={100}
      />
    </Stack>
  );
}

/** /events/:eventId/door: the door page of one event. */
export function DoorPage() {
  const eventId = Number(useParams().eventId);
  const list = useDoorList(eventId);
  return <QueryState query={list}>{(data) => <DoorDesk eventId={eventId} list={data} />}</QueryState>;
}
