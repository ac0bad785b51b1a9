import { sqlMigration } from '../sql-migration';

/**
 * Delivery reports that arrived before we had stored the gateway id they name: the gateway can call back
 * (the sandbox after 300 ms) while a large multi-send is still being written. They wait here, keyed by gateway
 * id, until the submission writes that id (db/held-delivery-reports.ts). Not tenant-owned: the tenant is unknown
 * until the id matches a message. Rows that never match are purged after two days.
 */
export = sqlMigration(`
  CREATE TABLE held_delivery_reports (
    gateway_message_id varchar(64) PRIMARY KEY,
    name varchar(64) NOT NULL,
    status varchar(64) NOT NULL,
    rank smallint NOT NULL,
    error varchar(255),
    done_at timestamptz,
    received_at timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX held_delivery_reports_received_at ON held_delivery_reports (received_at);
`, `
  DROP TABLE held_delivery_reports;
`);
