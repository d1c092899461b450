import { render } from '@testing-library/react';
import { BreakableText } from '../components/BreakableText';

describe('BreakableText', () => {
  it('offers a line break after each separator of an address, a reference and a file name', () => {
    const { container } = render(
      <p>
        <BreakableText>
          {'marie-claire.uwase@example.rw BTJ-2026-00001 Icyemezo_2019.pdf'}
        </BreakableText>
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe(
      'marie-claire.uwase@example.rw BTJ-2026-00001 Icyemezo_2019.pdf',
    );
    // After - . @ . - - _ . : eight places, none inside a word.
    expect(paragraph.innerHTML).toBe(
      '<span>marie-<wbr>claire.<wbr>uwase@<wbr>example.<wbr>rw BTJ-<wbr>2026-<wbr>00001 Icyemezo_<wbr>2019.<wbr>pdf</span>',
    );
  });

  it('adds nothing to a text without separators, nor after a separator that ends it', () => {
    const { container } = render(
      <p>
        <BreakableText>{'Ubutaka/'}</BreakableText>
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe('<span>Ubutaka/</span>');
  });
});
