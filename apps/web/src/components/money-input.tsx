import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { formatTypedNumber, readTypedNumber, type TypedNumberKind } from '@motorwise/shared';
import { type FocusEvent, type Ref, useState } from 'react';

export interface TypedNumberInputProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'type'> {
  /** The number the form holds (null: none yet; NaN: text that is not a number). */
  value: number | null | undefined;
  /**
   * Called on every keystroke with what the text reads as so far: a number, null for empty text, NaN for
   * text that is not a number (so every z.number() refuses it, where null might mean "none").
   */
  onChange: (value: number | null) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Said under the field when the text left there is not a number (default: the shared sentence). */
  invalidMessage?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A money or quantity field that keeps what the person types (issue 20 item 1). A number field that
 * round-trips every keystroke through a number loses a half-typed '1322.' or '0,' (typing 1322.50 left
 * R 50); this one holds the text while it is being typed, hands the form the number the text reads as
 * so far (the shared rule, readTypedNumber: '1 322,50', 'R 1322.50', '0,5'), and on blur settles to the
 * number as the site writes it, or keeps the text with the field's sentence when it is not a number.
 * Controlled by value and onChange, so it works with react-hook-form's Controller and with plain state.
 */
function TypedNumberInput({
  kind,
  value,
  onChange,
  onBlur,
  onFocus,
  invalidMessage,
  error,
  ref,
  ...props
}: TypedNumberInputProps & { kind: TypedNumberKind }) {
  // The text as typed, while the field is being edited or while what was left there is not a number.
  const [text, setText] = useState<string | null>(null);
  const [focused, setFocused] = useState(false);
  const settled =
    value === null || value === undefined || !Number.isFinite(value) ? '' : formatTypedNumber(value, kind);
  const shown = text ?? settled;
  const problem = !focused && text !== null ? readTypedNumber(text, kind).message : null;
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      spellCheck={false}
      {...props}
      ref={ref}
      value={shown}
      // What is wrong with the text in the field first: the form's own words are about the number.
      error={problem ? (invalidMessage ?? problem) : error}
      onFocus={(event) => {
        setFocused(true);
        setText(shown);
        onFocus?.(event);
      }}
      onChange={(event) => {
        const typed = event.currentTarget.value;
        setText(typed);
        const read = readTypedNumber(typed, kind);
        onChange(read.message === null ? read.value : Number.NaN);
      }}
      onBlur={(event) => {
        setFocused(false);
        // A number settles to how the site writes it; text that is not one stays, to be corrected.
        if (text === null || readTypedNumber(text, kind).message === null) setText(null);
        onBlur?.(event);
      }}
    />
  );
}

/** Rand: the R beside the field, two decimals once settled ('1 322.50'). */
export function MoneyInput(props: TypedNumberInputProps) {
  return (
    <TypedNumberInput
      kind="money"
      leftSection={
        <Text span fz="sm" c="dimmed" aria-hidden="true">
          R
        </Text>
      }
      leftSectionWidth={28}
      {...props}
    />
  );
}

/** A quantity (hours, parts): up to three decimals, a decimal comma or point. */
export function QuantityInput(props: TypedNumberInputProps) {
  return <TypedNumberInput kind="quantity" {...props} />;
}
