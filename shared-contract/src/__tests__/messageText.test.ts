import { validateMessageText } from '../rules/messageText';

describe('message rules', () => {
  it('requires 1 to 4000 characters after trimming', () => {
    expect(validateMessageText('   ')).toBe('Please write a message.');
    expect(validateMessageText('x'.repeat(4001))).toBe('A message may be at most 4000 characters.');
    expect(validateMessageText(` ${'x'.repeat(4000)} `)).toBeNull();
  });
});
