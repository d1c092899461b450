import { Fragment } from 'react';

/** The characters after which a long token may wrap: an address's @ and dots, a name's _ - / */
const SEPARATOR = /(?<=[@._/-])(?=.)/u;

/**
 * A long token (an e-mail address, a file name, a reference) that may wrap after its separators
 * when the line is too short for it, and never inside one of its words. The token is one inline
 * span: inside a flex or grid container (a link laid out as inline-flex) its parts stay one item,
 * so the break opportunities stay inline and the accessible name stays the token, with no spaces.
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
