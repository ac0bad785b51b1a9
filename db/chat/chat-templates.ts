/**
 * The platform's chat templates (see the chat-templates migration): the sync's upsert and the list senders see.
 * Platform-wide data: no tenant column, every organization sends through the same business account.
 */
import { QueryTypes, type Sequelize } from 'sequelize';
import type { ChatTemplateButton, ChatTemplateDefinition } from '../../domain/chat/chat-template-definition';

export interface ChatTemplateSyncResult {
  /** Approved templates now listed. */
  synced: number;
  /** Templates this sync took off the list (no longer approved, or gone from the provider). */
  hidden: number;
}

export interface ListedChatTemplate {
  id: number;
  name: string;
  language: string;
  variableLabels: string[];
  headerText: string | null;
  bodyText: string;
}

/** Concurrent syncs (the Schedule and an admin at once) queue on this lock instead of interleaving. */
const SYNC_LOCK = "pg_advisory_xact_lock(hashtext('chat_templates_sync'))";

const APPROVED_KEYS = `SELECT t.name, t.language FROM jsonb_to_recordset($1::jsonb) AS t(name text, language text, status text)
  WHERE t.status = 'APPROVED'`;

/**
 * Stores one complete provider listing: every (name, language) upserted in one statement, approved ones active,
 * and every active template missing from the approved set hidden. One transaction, so GET /chat/templates never
 * sees half a sync.
 */
export async function storeSyncedChatTemplates(
  sequelize: Sequelize,
  templates: ChatTemplateDefinition[],
): Promise<ChatTemplateSyncResult> {
  const rows = JSON.stringify(templates);
  return sequelize.transaction(async (transaction) => {
    await sequelize.query(`SELECT ${SYNC_LOCK}`, { transaction });
    const hidden = await sequelize.query(
      `UPDATE chat_templates c SET active = false, updated_at = now()
       WHERE c.active AND (c.name, c.language) NOT IN (${APPROVED_KEYS}) RETURNING c.id`,
      { bind: [rows], type: QueryTypes.SELECT, transaction },
    );
    const stored = await sequelize.query<{ active: boolean }>(
      `INSERT INTO chat_templates (provider_template_id, name, language, status, category, body_text, header_text,
         variables_count, variable_labels, buttons, active, synced_at)
       SELECT DISTINCT ON (t.name, t.language) t."providerTemplateId", t.name, t.language, t.status, t.category, t."bodyText",
         t."headerText", t."variablesCount", t."variableLabels", t.buttons, t.status = 'APPROVED', now()
       FROM jsonb_to_recordset($1::jsonb) AS t("providerTemplateId" text, name text, language text, status text, category text,
         "bodyText" text, "headerText" text, "variablesCount" integer, "variableLabels" text[], buttons jsonb)
       ORDER BY t.name, t.language
       ON CONFLICT (name, language) DO UPDATE SET provider_template_id = excluded.provider_template_id,
         status = excluded.status, category = excluded.category, body_text = excluded.body_text,
         header_text = excluded.header_text, variables_count = excluded.variables_count,
         variable_labels = excluded.variable_labels, buttons = excluded.buttons, active = excluded.active,
         synced_at = excluded.synced_at, updated_at = now()
       RETURNING active`,
      { bind: [rows], type: QueryTypes.SELECT, transaction },
    );
    return { synced: stored.filter((row) => row.active).length, hidden: hidden.length };
  });
}

/** Templates a sender may use: approved at the last sync; by name, then language. */
export async function listActiveChatTemplates(sequelize: Sequelize): Promise<ListedChatTemplate[]> {
  return sequelize.query<ListedChatTemplate>(
    `SELECT id, name, language, variable_labels AS "variableLabels", header_text AS "headerText", body_text AS "bodyText"
     FROM chat_templates
     WHERE active AND status = 'APPROVED' ORDER BY name, language`,
    { type: QueryTypes.SELECT },
  );
}

/** A template a message may address: approved at the last sync, with what rendering and sending need. */
export interface SendableChatTemplate {
  id: number;
  name: string;
  language: string;
  bodyText: string;
  headerText: string | null;
  variablesCount: number;
  buttons: ChatTemplateButton[];
}

/** The approved, active template with this id, or named so in this language; null when there is none. */
export async function findSendableChatTemplate(
  sequelize: Sequelize,
  key: { id: number } | { name: string; language: string },
): Promise<SendableChatTemplate | null> {
  const byId = 'id' in key;
  const [row] = await sequelize.query<SendableChatTemplate>(
    `SELECT id, name, language, body_text AS "bodyText", header_text AS "headerText", variables_count AS "variablesCount", buttons
     FROM chat_templates WHERE active AND status = 'APPROVED' AND ${byId ? 'id = $1' : 'name = $1 AND language = $2'}`,
    { bind: byId ? [key.id] : [key.name, key.language], type: QueryTypes.SELECT },
  );
  return row ?? null;
}
