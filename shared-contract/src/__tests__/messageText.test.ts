import { validateMessageText } from '../rules/messageText';

describe('message rules', () => {
  it('requires 1 to 4000 characters after trimming', () => {
    expect(validateMessageText('   ')?.message).toBe('Please write a message.');
    expect(validateMessageText('x'.repeat(4001))?.message).toBe(
      'A message may be at most 4000 characters.',
    );
    expect(validateMessageText(` ${'x'.repeat(4000)} `)).toBeNull();
  });

  it('names the text field and the code the API answers', () => {
    expect(validateMessageText('')).toMatchObject({ field: 'text', code: 'message.required' });
    expect(validateMessageText('x'.repeat(4001))).toMatchObject({
      field: 'text',
      code: 'message.tooLong',
      values: { max: '4000' },
    });
  });
});
