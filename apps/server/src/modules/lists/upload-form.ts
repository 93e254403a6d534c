import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../http/errors.ts';
import { refuseNullInField } from '../../http/null-characters.ts';
import type { UploadForm } from './service.ts';

/** The multipart form of a list upload (and of "Find OS IDs"): text fields and the one file, kept as received (the size limit truncates). */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) throw badRequest({ file: ['Send the list as multipart/form-data.'] });
  const form: UploadForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.fieldname === 'file' && !form.file)
          form.file = { fileName: part.filename, content: Buffer.concat(chunks), truncated: false };
      } else if (typeof part.value === 'string') {
        form.fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    // Over the size limit: the answer names the limit (a 400 like the other file problems).
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    form.file = { fileName: form.file?.fileName ?? 'file.csv', content: Buffer.alloc(0), truncated: true };
  }
  for (const [name, value] of Object.entries(form.fields)) refuseNullInField(name, value);
  if (form.file) refuseNullInField('file', form.file.fileName);
  return form;
}
