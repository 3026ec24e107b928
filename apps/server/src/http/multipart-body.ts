/**
 * A multipart/form-data body read as a stream (@fastify/multipart's `request.parts()`): its fields as strings and
 * its one file, cut off at `maxFileBytes` (the rest of the body is read and dropped, never held) and marked
 * `truncated` for the caller to refuse with the municipality's limit. Shared by the residents' services and the
 * staff API, so both read an upload the same way. A malformed body (no or an overlong boundary, cut off, garbage)
 * is a MalformedMultipart for the caller to answer in its own form; a limit of parts, files or fields is
 * @fastify/multipart's own error (a 413), passed on as it is.
 */
import type { FastifyError, FastifyRequest } from 'fastify';

export class MalformedMultipart extends Error {}

/** RFC 2046: a boundary has 1 to 70 characters. Longer ones are refused before the parser sees them. */
const MAX_BOUNDARY_LENGTH = 70;

function hasValidBoundary(contentType: string | undefined): boolean {
  const boundary = /;\s*boundary=(?:"([^"]*)"|([^;\s]*))/i.exec(contentType ?? '');
  const value = boundary?.[1] ?? boundary?.[2] ?? '';
  return value.length >= 1 && value.length <= MAX_BOUNDARY_LENGTH;
}

/** The body's parts whose field name `keep` accepts: a file as `{ filename, mimetype, data, truncated? }`. */
export async function readMultipartBody(
  request: FastifyRequest,
  options: { maxFileBytes: number; keep: (fieldname: string) => boolean },
): Promise<Record<string, unknown>> {
  if (!hasValidBoundary(request.headers['content-type'])) throw new MalformedMultipart('no valid boundary');
  const fields: Record<string, unknown> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes, files: 1, fields: 50 } })) {
      if (part.type === 'file') {
        const data = await part.toBuffer();
        if (!options.keep(part.fieldname)) continue;
        fields[part.fieldname] = {
          filename: part.filename,
          mimetype: part.mimetype,
          data: new Uint8Array(data.buffer, data.byteOffset, data.byteLength),
          ...(part.file.truncated ? { truncated: true } : {}),
        };
      } else if (options.keep(part.fieldname)) {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
      }
    }
  } catch (error) {
    const code = (error as FastifyError).code;
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw error;
    throw new MalformedMultipart(`multipart: ${(error as Error).message}`);
  }
  return fields;
}
