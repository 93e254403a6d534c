import { describe, expect, it } from 'vitest';
import { listUploadMessages } from '@registry/core/list-upload';
import { ApiRequestError } from '@/api/errors.ts';
import { uploadErrorMessages } from './upload-errors.ts';
import { fileProblem } from './upload-form.tsx';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);

describe('upload form checks', () => {
  it('names the file problem before sending', () => {
    expect(fileProblem(null, 1000)).toBe(listUploadMessages.fileMissing);
    expect(fileProblem(file('list.txt', 10), 1000)).toBe(listUploadMessages.fileType);
    expect(fileProblem(file('list.csv', 0), 1000)).toBe(listUploadMessages.fileEmpty);
    expect(fileProblem(file('list.XLSX', 5 * 1024 * 1024 + 1), 5 * 1024 * 1024)).toBe(
      listUploadMessages.fileTooLarge(5 * 1024 * 1024),
    );
    expect(fileProblem(file('list.csv', 10), 1000)).toBeNull();
  });

  it('shows server field errors as plain lines, maintenance as its message, else the fallback', () => {
    expect(
      uploadErrorMessages(
        new ApiRequestError(400, {
          name: ['Missing required Facility List Name.'],
          file: [listUploadMessages.columnsMissing],
        }),
      ),
    ).toEqual(['Missing required Facility List Name.', listUploadMessages.columnsMissing]);
    expect(uploadErrorMessages(new ApiRequestError(503, { detail: 'x' }))[0]).toMatch(
      /is undergoing maintenance and not accepting new data/,
    );
    expect(uploadErrorMessages(new ApiRequestError(500, {}))).toEqual(['An error prevented uploading that file']);
    expect(uploadErrorMessages(new ApiRequestError(undefined, undefined))).toEqual([
      'An error prevented uploading that file',
    ]);
  });
});
