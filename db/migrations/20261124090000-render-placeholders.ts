import { sqlMigration } from '../sql-migration';

/**
 * `render_placeholders(body, names, vals)`: the SQL twin of lib/messaging/placeholders.ts `renderPlaceholders`, so
 * batches render and price any recipient source (contacts, event invitees) inside PostgreSQL. One left-to-right
 * pass, as the TypeScript regex does: a value is never re-read as a placeholder, a known name with a NULL value
 * renders empty, an unknown `{word}` stays as written. `[A-Za-z0-9_]` is JavaScript's ASCII `\w` (PostgreSQL's
 * `\w` would also take letters such as `í`). A property test holds both to the same output.
 */
export = sqlMigration(String.raw`
  CREATE FUNCTION render_placeholders(body text, names text[], vals text[]) RETURNS text
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
  DECLARE
    rendered text := '';
    rest text := body;
    brace int;
    token text[];
    slot int;
  BEGIN
    IF body IS NULL OR strpos(body, '{') = 0 THEN
      RETURN body;
    END IF;
    LOOP
      brace := strpos(rest, '{');
      EXIT WHEN brace = 0;
      token := regexp_match(substr(rest, brace), '^\{([A-Za-z0-9_]+)\}');
      IF token IS NULL THEN
        rendered := rendered || left(rest, brace);
        rest := substr(rest, brace + 1);
      ELSE
        slot := array_position(names, token[1]);
        rendered := rendered || left(rest, brace - 1)
          || CASE WHEN slot IS NULL THEN '{' || token[1] || '}' ELSE coalesce(vals[slot], '') END;
        rest := substr(rest, brace + char_length(token[1]) + 2);
      END IF;
    END LOOP;
    RETURN rendered || rest;
  END
  $$;
`, `
  DROP FUNCTION render_placeholders(text, text[], text[]);
`);
