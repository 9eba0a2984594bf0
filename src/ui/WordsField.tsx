/**
 * The words box of a search page (issue 22): the property search's, the flatmate search's and
 * the blog's. The words are the page's `q` in the URL, as the header's site search sends them
 * (SEARCH_QUERY_MIN_LENGTH to SEARCH_QUERY_MAX_LENGTH characters); Enter or the button applies
 * them, and an emptied box drops them.
 */
import { useId } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_QUERY_MIN_LENGTH } from '../../domain/constants.ts';
import { Button } from './Button.tsx';
import fields from './fields.module.css';
import styles from './WordsField.module.css';

/** The words of an address's `q`, trimmed, or undefined when they are too few or too many to search. */
export function wordsOf(value: string | null): string | undefined {
  const words = (value ?? '').trim();
  return words.length >= SEARCH_QUERY_MIN_LENGTH && words.length <= SEARCH_QUERY_MAX_LENGTH ? words : undefined;
}

interface WordsFieldProps {
  /** The visible label (what the words are searched in). */
  label: string;
  words: string | undefined;
  onChange: (words: string | undefined) => void;
}

export function WordsField({ label, words, onChange }: WordsFieldProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const onSubmit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    onChange(wordsOf(String(new FormData(event.currentTarget).get('q') ?? '')));
  };
  return (
    <form className={styles.form} onSubmit={onSubmit}>
      <label htmlFor={inputId} className={fields.label}>
        {label}
      </label>
      <div className={styles.row}>
        <input
          // Words from the URL (back, forward, a link) show in the box.
          key={words ?? ''}
          id={inputId}
          className={fields.input}
          type="search"
          name="q"
          defaultValue={words ?? ''}
          minLength={SEARCH_QUERY_MIN_LENGTH}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
        />
        <Button type="submit" size="small" theme="outline-orange">
          {t('search-box-submit')}
        </Button>
      </div>
    </form>
  );
}
