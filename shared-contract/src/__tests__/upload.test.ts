import {
  MAX_UPLOAD_BYTES,
  MAX_UPLOAD_MB,
  fileTooLargeMessage,
  uploadSizeProblem,
} from '../rules/upload';

describe('upload size (10 MiB by default, MAX_UPLOAD_MB)', () => {
  it('the default limit is 10 MiB', () => {
    expect(MAX_UPLOAD_MB).toBe(10);
    expect(MAX_UPLOAD_BYTES).toBe(10 * 1024 * 1024);
  });
  it.each([
    [null, null],
    [undefined, null],
    [{ size: 0 }, null],
    [{ size: MAX_UPLOAD_BYTES }, null],
    [{ size: MAX_UPLOAD_BYTES + 1 }, 'File too large. The maximum size is 10 MB.'],
    [{ size: 50 * 1024 * 1024 }, 'File too large. The maximum size is 10 MB.'],
  ])('%p -> %p, on the file field', (file, message) => {
    expect(uploadSizeProblem(file)).toEqual(
      message === null
        ? null
        : { field: 'file', code: 'file.tooLarge', values: { megabytes: '10' }, message },
    );
  });
  it('names the limit it was given', () => {
    expect(fileTooLargeMessage(2 * 1024 * 1024)).toBe('File too large. The maximum size is 2 MB.');
    expect(uploadSizeProblem({ size: 3 * 1024 * 1024 }, 2 * 1024 * 1024)).toEqual({
      field: 'file',
      code: 'file.tooLarge',
      values: { megabytes: '2' },
      message: 'File too large. The maximum size is 2 MB.',
    });
  });
});
