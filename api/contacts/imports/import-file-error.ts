/** The uploaded file as a whole is unusable (wrong type, empty, too large, unreadable): 422 errors.file. */
export class ImportFileError extends Error {}
