import { Fragment } from 'react';

/** The characters after which a long token may wrap: an address's @ and dots, a name's _ - / */
const SEPARATOR = /(?<=[@._/-])(?=.)/u;

/**
 * A long token (an e-mail address, a file name, a reference) that may wrap after its separators
 * when the line is too short for it, and never inside one of its words.
 *
 * Its pieces stay in one inline box: inside a flex or grid parent (a link laid out as
 * inline-flex, a card's cell) each loose piece would be an item of its own, laid out apart and
 * read by a screen reader as separate words ("statement. txt").
 */
export function BreakableText({ children }: { children: string }) {
  const parts = children.split(SEPARATOR);
  return (
    <span>
      {parts.map((part, index) =>
        index === 0 ? (
          part
        ) : (
          <Fragment key={index}>
            <wbr />
            {part}
          </Fragment>
        ),
      )}
    </span>
  );
}
