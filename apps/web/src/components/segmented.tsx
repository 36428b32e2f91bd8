import { useId } from 'react';
import classes from './segmented.module.css';

/**
 * A choice of one of a few options, drawn as segments (decision 082, round four): native radios, so the
 * arrow keys, the form and the accessibility tree work as for any radio group. It looks as Mantine's
 * SegmentedControl does, which measures its sliding indicator in a layout effect: a forced layout of the
 * whole page inside the first render, the largest part of /workshops' first commit.
 */
export function Segmented<T extends string>({
  'aria-label': label,
  data,
  value,
  onChange,
}: {
  'aria-label': string;
  data: readonly { value: T; label: string }[];
  value: T;
  onChange: (value: T) => void;
}) {
  const name = useId();
  return (
    <div role="radiogroup" aria-label={label} className={classes.root}>
      {data.map((option) => (
        <div key={option.value}>
          <input
            className={classes.input}
            type="radio"
            id={`${name}-${option.value}`}
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          <label className={classes.label} htmlFor={`${name}-${option.value}`}>
            {option.label}
          </label>
        </div>
      ))}
    </div>
  );
}
