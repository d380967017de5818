/**
 * The `Trans` macro's runtime (lingui.config.ts, runtimeConfigModule; decision 0085): the message
 * in the page's edition, its `<0>…</0>` and `<1/>` tags replaced by the elements the macro took
 * from the JSX, and a value that is itself an element (`{link}`) put in its place.
 */
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { useLingui, type MessageValues } from './i18n-runtime';

type TransProps = {
  id: string;
  message?: string;
  values?: MessageValues;
  components?: Record<string, ReactElement>;
};

const TAG = /<(\w+)>([\s\S]*?)<\/\1>|<(\w+)\/>/;

export function Trans({ id, message, values, components }: TransProps) {
  const { _ } = useLingui();
  const elements: Record<string, ReactElement> = { ...components };
  const plain: MessageValues = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (isValidElement(value) || (typeof value === 'object' && value !== null)) {
      const key = `v${name}`;
      elements[key] = <Fragment>{value as ReactNode}</Fragment>;
      plain[name] = `<${key}/>`;
    } else plain[name] = value;
  }
  return <>{withElements(_({ id, message }, plain), elements)}</>;
}

/** A translated text with its tags made the elements they name. */
function withElements(text: string, elements: Record<string, ReactElement>): ReactNode {
  const parts: ReactNode[] = [];
  let rest = text;
  for (let m = TAG.exec(rest); m; m = TAG.exec(rest)) {
    if (m.index > 0) parts.push(rest.slice(0, m.index));
    const name = m[1] ?? m[3];
    const element = elements[name];
    const inner = m[1] !== undefined ? withElements(m[2], elements) : undefined;
    if (element)
      parts.push(
        inner === undefined
          ? cloneElement(element, { key: parts.length })
          : cloneElement(element, { key: parts.length }, inner),
      );
    else if (inner !== undefined) parts.push(<Fragment key={parts.length}>{inner}</Fragment>);
    rest = rest.slice(m.index + m[0].length);
  }
  if (rest) parts.push(rest);
  return parts.length === 1 ? parts[0] : parts;
}
