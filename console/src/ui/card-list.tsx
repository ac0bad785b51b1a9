import type { ReactNode } from 'react';
import { Stack } from '@mantine/core';

/**
 * A list of cards (contacts, invitees, payments, check-ins…): a real <ul> for screen readers, without the bullets and
 * indent, with the console's gap between cards. Each card renders its own <li>.
 */
export function CardList({ label, children }: { label?: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}
