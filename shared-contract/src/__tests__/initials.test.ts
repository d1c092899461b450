import { toInitials } from '../rules/initials';

describe('toInitials', () => {
  it.each([
    ['Aline', 'Uwase', 'UA'],
    ['jean', 'mugabo', 'MJ'],
    ['Aline', '', 'A'],
    ['  eric ', ' kamanzi', 'KE'],
    [undefined, undefined, ''],
  ])('first %p last %p gives %p', (first, last, expected) => {
    expect(toInitials(first, last)).toBe(expected);
  });
});
