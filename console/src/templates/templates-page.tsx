import { useState } from 'react';
import { Button, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { can, useMe } from '../accounts/use-me';
import { formatCount } from '../format/format';
import { QueryState } from '../ui/query-state';
import { TemplateCard } from './template-card';
import { TemplateForm } from './template-form';
import { PLACEHOLDERS, useTemplates } from './use-templates';
import { CardList } from '../ui/card-list';

/** The organisation's message templates, a page at a time; add, edit and delete as the caller may. */
export function TemplatesPage() {
  const { t } = useTranslation();
  const me = useMe();
  const [page, setPage] = useState(1);
  const templates = useTemplates(page);
  const [adding, setAdding] = useState(false);

  return (
    <Stack gap="md" maw={720}>
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h3">
          {t('templates.title')}
        </Title>
        {can(me.data, 'templates.add') && <Button onClick={() => setAdding(true)}>{t('templates.add')}</Button>}
      </Group>
      <Text size="sm" c="dimmed">
        {t('templates.intro', { placeholders: PLACEHOLDERS.join(', ') })}
      </Text>
      <QueryState query={templates}>
        {({ data, meta }) =>
          data.length === 0 ? (
            <Text>{t('templates.none')}</Text>
          ) : (
            <Stack gap="sm">
              <Text size="sm" c="dimmed">
                {t('templates.count', { count: meta.total, total: formatCount(meta.total) })}
              </Text>
              <CardList>
                {data.map((template) => (
                  <TemplateCard
                    key={template.id}
                    template={template}
                    mayEdit={can(me.data, 'templates.edit')}
                    mayDelete={can(me.data, 'templates.delete')}
                  />
                ))}
              </CardList>
              {meta.last_page > 1 && (
                <Pagination
                  total={meta.last_page}
                  value={meta.current_page}
                  onChange={setPage}
                  siblings={0}
                  getControlProps={(control) => ({ 'aria-label': t(`contacts.page_${control}`) })}
                />
              )}
            </Stack>
          )
        }
      </QueryState>
      {adding && <TemplateForm template={null} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
