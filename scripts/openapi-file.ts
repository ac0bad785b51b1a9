import { buildOpenApiDocument } from '../api/http/openapi/document';

/**
 * The document as a file, for `redocly lint` and the generated clients: its server is `/api`, relative to wherever the
 * document is served (the running API writes its PUBLIC_BASE_URL there instead), so the file names no deployment and
 * is the same on every machine. The clients take their base URL when they are created.
 */
export const openApiFileText = (): string => `${JSON.stringify(buildOpenApiDocument(''), null, 2)}\n`;
