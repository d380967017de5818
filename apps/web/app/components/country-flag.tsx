/**
 * A country's flag as an image (decision 0070): the flag-icons SVG of its code, loaded when it
 * nears the screen, named by the country for screen readers and for anyone whose images are off.
 * Sized in `em` by the `country-flag` class (app.css), so it sits with the text it stands beside.
 *
 * Where the country's name is also written beside the flag, that text is hidden from screen readers
 * (`aria-hidden`), so the name is read once, from the flag.
 */
import { flagSrc } from '~/lib/country-flags';

export function CountryFlag({ code, name }: { code: string; name: string }) {
  return <img src={flagSrc(code)} alt={name} width={16} height={12} loading="lazy" className="country-flag" />;
}
