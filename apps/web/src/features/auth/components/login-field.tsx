import type { ReactElement } from 'react';
import styles from './login-form.module.css';

/** What a field's input takes from its frame: its id, and its error state for the eye and for assistive technology. */
export interface LoginInputProps {
  id: string;
  status: 'error' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface LoginFieldProps {
  /** Names the input (`<name>_input`) and its message (`<name>_error`). */
  name: string;
  label: string;
  /** The field's message, translated; shown below it and read with the input. */
  error: string | undefined;
  children: (input: LoginInputProps) => ReactElement;
}

/** A field of the sign-in's steps: its label above the input, its message below. */
export function LoginField({ name, label, error, children }: LoginFieldProps) {
  const id = `${name}_input`;
  const errorId = `${name}_error`;
  return (
    <div className={styles.item}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children({
        id,
        status: error ? 'error' : undefined,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
      })}
      <div id={errorId} className={styles.fieldError}>
        {error ?? null}
      </div>
    </div>
  );
}
