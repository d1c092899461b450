import { cloneElement, Fragment, createElement, type ReactElement, type ReactNode } from 'react';

/** Stands for '<' inside a value while the message's own tags are read (values are never markup). */
const LT = '\uE000';
const TAG = /<(\/?)([A-Za-z][A-Za-z0-9_-]*)\s*(\/?)>/g;

/** Values made safe for tag reading: a '<' a user typed is never taken for a tag. */
export function escapeValues(values: Record<string, unknown> | undefined) {
  if (!values) return values;
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'string' ? value.replaceAll('<', LT) : value,
    ]),
  );
}

interface Frame {
  name: string | null;
  children: ReactNode[];
}

const text = (value: string) => value.replaceAll(LT, '<');

/**
 * A translated text with tags (`Read the <link>terms</link>`, `<br/>`) as React nodes: each tag is
 * the element of the same name in `components`, its content as children. A tag with no component is
 * shown as its content only. Never HTML: only the given elements are made.
 */
export function renderRichText(
  message: string,
  components: Record<string, ReactElement> = {},
): ReactNode {
  const root: Frame = { name: null, children: [] };
  const stack: Frame[] = [root];
  let last = 0;
  const top = () => stack[stack.length - 1]!;
  const element = (name: string, children: ReactNode[], key: number): ReactNode => {
    const component = components[name];
    if (!component) return createElement(Fragment, { key }, ...children);
    return children.length
      ? cloneElement(component, { key }, ...children)
      : cloneElement(component, { key });
  };
  for (const match of message.matchAll(TAG)) {
    const [whole, closing, name = '', selfClosing] = match;
    if (match.index > last) top().children.push(text(message.slice(last, match.index)));
    last = match.index + whole.length;
    if (selfClosing) {
      top().children.push(element(name, [], top().children.length));
    } else if (!closing) {
      stack.push({ name, children: [] });
    } else if (stack.length > 1 && top().name === name) {
      const frame = stack.pop()!;
      top().children.push(element(name, frame.children, top().children.length));
    } else {
      top().children.push(text(whole)); // a stray closing tag stays text
    }
  }
  if (last < message.length) top().children.push(text(message.slice(last)));
  // Tags left open: their content is kept as it is.
  while (stack.length > 1) {
    const frame = stack.pop()!;
    top().children.push(`<${frame.name}>`, ...frame.children);
  }
  return root.children.length === 1
    ? root.children[0]
    : createElement(Fragment, null, ...root.children);
}
