/**
 * Values that must not break inside (issue 24, defect 10: "26-11-2026 –/25-12-/2026", "leasecontract.pd/f"): a
 * date, a date range that breaks only after its dash, a file name whose extension stays with the end of the name.
 * Markup only (spans that keep their text together, a break opportunity where a long name may wrap): the text is
 * the same as without it, for screen readers, copying and tests. Amounts get a no-break space from lib/money.ts.
 */
import { Fragment } from 'react';

/** One value kept on one line. */
export function Unbroken({ children }: { children: string }) {
  return <span className="pl-nowrap">{children}</span>;
}

/** "from – to", or the one that is there: each date whole, a line break only after the dash. */
export function DateRange({ from, to }: { from: string; to: string }) {
  if (from === '' || to === '') return <Unbroken>{from || to}</Unbroken>;
  return (
    <>
      <Unbroken>{`${from} –`}</Unbroken> <Unbroken>{to}</Unbroken>
    </>
  );
}

/** The last part of a name stays whole with the extension up to this length; a longer one keeps only its end. */
const LONGEST_KEPT_PART = 20;
const KEPT_OF_A_LONG_PART = 6;

/**
 * The parts of a file name: where it may break (after '-', '_', '.' or a space), and the end that stays whole: the
 * name's last part with the extension ("contract-2026.pdf": "contract-" and "2026.pdf"); of a very long last part
 * only its last characters.
 */
export function fileNameParts(name: string): { head: string[]; tail: string } {
  const dot = name.lastIndexOf('.');
  const base = dot > 0 ? name.slice(0, dot) : name;
  let cut = Math.max(...['-', '_', '.', ' '].map((separator) => base.lastIndexOf(separator))) + 1;
  if (base.length - cut > LONGEST_KEPT_PART) cut = base.length - KEPT_OF_A_LONG_PART;
  const head = name.slice(0, cut);
  return { head: head === '' ? [] : head.split(/(?<=[-_. ])/), tail: name.slice(cut) };
}

/** A file name that breaks only between its parts, never in its extension: "leasecontract.pdf" stays whole. */
export function FileName({ name }: { name: string }) {
  const { head, tail } = fileNameParts(name);
  return (
    <span className="pl-file-name">
      {head.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one name, in order, never reordered.
        <Fragment key={index}>
          {part}
          <wbr />
        </Fragment>
      ))}
      <Unbroken>{tail}</Unbroken>
    </span>
  );
}
