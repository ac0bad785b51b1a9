import { useState } from 'react';
import { SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../ui/query-state';
import { Pager } from './pager';
import { TenantCard } from './tenant-card';
import { useTenants } from './use-tenants';

/** Every organisation, searched by name or slug, as cards (two columns on wide screens). */
export function TenantsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const tenants = useTenants(search.trim(), page);
  return (
    <Stack gap="md">
      <Title order={1} size="h3">
        {t('admin.navTenants')}
      </Title>
      <TextInput
        type="search"
        label={t('admin.search')}
        value={search}
        onChange={(e) => {
          setSearch(e.currentTarget.value);
          setPage(1);
        }}
      />
      <QueryState query={tenants}>
        {({ data, meta }) => (
          <Stack gap="sm">
            {data.length === 0 && <Text>{t('admin.noTenants')}</Text>}
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
              {data.map((tenant) => (
                <TenantCard key={tenant.id} tenant={tenant} />
              ))}
            </SimpleGrid>
            <Pager page={page} perPage={meta.per_page} total={Number(meta.total)} onPage={setPage} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
