import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from './use-webhooks';

// The darkest shades: white text on them passes WCAG AA contrast at a badge's small size (axe checks it).

/** Enabled, failing (since a time) or disabled, as a badge. */
export function EndpointStatus({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  if (endpoint.status === 'disabled')
    return (
      <Badge color="gray.7" radius="sm" style={{ flexShrink: 0 }}>
        {t('integrations.status_disabled')}
      </Badge>
    );
  if (endpoint.failing_since)
    return (
      <Badge color="orange.9" radius="sm" style={{ flexShrink: 0 }}>
        {t('integrations.status_failing')}
      </Badge>
    );
  return (
    <Badge color="teal.9" radius="sm" style={{ flexShrink: 0 }}>
      {t('integrations.status_enabled')}
    </Badge>
  );
}
