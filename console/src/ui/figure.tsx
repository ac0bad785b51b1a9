import { Stack, Text } from '@mantine/core';

/** One figure: its name above its value (an event's totals, its attendance). */
export function Figure({ label, value, size }: { label: string; value: string; size?: 'md' | 'lg' }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text fw={600} size={size}>
        {value}
      </Text>
    </Stack>
  );
}
