import { Fragment } from 'react';
import { Mark, Text } from '@mantine/core';
import { PLACEHOLDERS } from './use-templates';

const SPLIT = new RegExp(`(${PLACEHOLDERS.map((p) => p.replace(/[{}]/g, '\\$&')).join('|')})`);

/** A template's text with its placeholders marked, so what is filled in per contact stands out. */
export function TemplateText({ body }: { body: string }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
      {body.split(SPLIT).map((part, index) =>
        (PLACEHOLDERS as readonly string[]).includes(part) ? (
          <Mark key={index} color="blue" px={2}>
            {part}
          </Mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </Text>
  );
}
