import { writeFileSync } from 'node:fs';
import { openApiFileText } from './openapi-file';

/** Writes the document /openapi.json serves to the given file, for `redocly lint` (`npm run lint:openapi`). */
const [file] = process.argv.slice(2);
if (!file) throw new Error('usage: openapi-document.ts <output.json>');
writeFileSync(file, openApiFileText());
