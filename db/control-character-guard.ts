import type { Model, Sequelize, UpdateOptions } from 'sequelize';
import { containsControlCharacters } from '../infra/control-characters';

/** Attribute values about to be written, by attribute name. */
type Values = Record<string, unknown>;

/** A model write refused because these attributes hold control characters. */
export class ControlCharacterError extends Error {
  constructor(readonly attributes: string[]) {
    super(`Text with control characters cannot be stored (${attributes.join(', ')}).`);
    this.name = 'ControlCharacterError';
  }
}

function refuseControlCharacters(values: Values): void {
  const attributes = Object.keys(values).filter((attribute) => containsControlCharacters(values[attribute]));
  if (attributes.length > 0) throw new ControlCharacterError(attributes);
}

const changedValues = (instance: Model): Values => {
  const changed = instance.changed();
  return Object.fromEntries((changed === false ? [] : changed).map((key) => [key, instance.get(key)]));
};

/**
 * Model writes refuse text with control characters (infra/control-characters.ts): Sequelize's escaping would
 * store a NUL silently as `\0`. The API refuses them in its input already; this catches every other path of model
 * writes (create, save, bulk create and update).
 */
export function guardModelWritesAgainstControlCharacters(sequelize: Sequelize): void {
  sequelize.addHook('beforeSave', (instance: Model) => refuseControlCharacters(changedValues(instance)));
  sequelize.addHook('beforeBulkCreate', (instances: Model[]) =>
    instances.forEach((i) => refuseControlCharacters(changedValues(i))),
  );
  // Model.update hands its values to this hook as `options.attributes`.
  sequelize.addHook('beforeBulkUpdate', (options: UpdateOptions & { attributes?: Values }) =>
    refuseControlCharacters(options.attributes ?? {}),
  );
}
