/** Request size limits: Fastify enforces them, the backup upload names the upload limit in its message. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
export const UPLOAD_LIMIT_BYTES = 50 * 1024 * 1024;
