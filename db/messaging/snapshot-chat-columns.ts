/**
 * What a chat message of a snapshot batch (a chat stage run) sends, rendered per recipient in SQL when its row is
 * materialized: the template the batch's audience names, each of its variables with the recipient's placeholders
 * filled in, and the recipient's public token as the URL button's parameter (so the button opens their page).
 */
import { placeholdersUsedIn, renderSql, type PlaceholderColumns } from './render-sql';

/** The `chat` part of a chat snapshot batch's `audience`. */
export interface SnapshotChatAudience {
  template_id: number;
  template_name: string;
  language: string;
  /** Ordered as the template's variables; each may hold placeholders. */
  variables: string[];
  /** The template has a dynamic URL button. */
  url_button: boolean;
}

/** The columns chat_template_id, template_name, template_language, variables, button_url_param of an SMS row. */
export const NO_CHAT_COLUMNS = 'NULL, NULL, NULL, NULL, NULL';

/**
 * Those columns over batch `b` for one recipient, given the batch's variables (to render only the placeholders they
 * use), the recipient source's placeholder columns and its public token expression (NULL when it has none).
 */
export function snapshotChatColumnsSql(
  variables: readonly string[],
  columns: PlaceholderColumns,
  publicTokenSql: string,
): string {
  const used = placeholdersUsedIn(variables.join('\n'), columns);
  const chat = "b.audience->'chat'";
  return `(${chat}->>'template_id')::int, ${chat}->>'template_name', ${chat}->>'language',
    coalesce((SELECT jsonb_agg(${renderSql('v.value', used)} ORDER BY v.ord)
      FROM jsonb_array_elements_text(${chat}->'variables') WITH ORDINALITY AS v(value, ord)), '[]'::jsonb),
    CASE WHEN (${chat}->>'url_button')::boolean THEN ${publicTokenSql} END`;
}
