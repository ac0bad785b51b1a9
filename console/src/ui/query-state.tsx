import type { ReactNode } from 'react';
import { Center, Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from './error-alert';

/** A query's loading and error states, written once: the children render only once its data is there. */
export function QueryState<Data>({
  query,
  children,
}: {
  query: UseQueryResult<Data>;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label={t('app.loading')} />
      </Center>
    );
  if (query.isError) return <ErrorAlert error={query.error} onRetry={() => void query.refetch()} />;
  return <>{children(query.data)}</>;
}
